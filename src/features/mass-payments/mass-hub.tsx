import { MASS_KINDS, type MassKind } from '../../core/api/contract/mass-payments';
import { Banner, Spinner, Stack } from '../../ui';
import { useMassMessages } from './messages';

export interface MassHubProps {
  /** Kinds this customer may send (permission flags). */
  allowed: readonly MassKind[];
  /** Path of each kind's page. */
  hrefOf: (kind: MassKind) => string;
  onOpen: (kind: MassKind) => void;
}

/** `transfer/mass`: the kinds of mass payment the customer may send, each leading to its upload page. */
export function MassHub({ allowed, hrefOf, onOpen }: MassHubProps) {
  const { t, ready } = useMassMessages();
  if (!ready) return <Spinner label="…" />;
  const kinds = MASS_KINDS.filter((kind) => allowed.includes(kind));
  return (
    <Stack gap="lg" className="wallet-mass">
      <h1>{t('titles.hub')}</h1>
      <p>{t('hub.intro')}</p>
      {kinds.length === 0 ? (
        <Banner tone="info">{t('hub.none')}</Banner>
      ) : (
        <ul className="wallet-mass__kinds">
          {kinds.map((kind) => (
            <li key={kind}>
              <a
                href={hrefOf(kind)}
                className="wallet-mass__kind"
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(kind);
                }}
              >
                {t(`kinds.${kind}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
