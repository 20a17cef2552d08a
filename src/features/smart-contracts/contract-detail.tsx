import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import {
  contractActionsFor,
  contractCancel,
  contractIdentificationPush,
  contractIdentificationStarted,
  contractPdfUrl,
  contractReject,
  contractSignUrl,
  CONTRACT_TERMINATE_NOTE_MAX,
  contractTerminate,
  contractTerminateCancel,
  contractTerminateNow,
  ownPartyId,
  splitPaySignerIdentification,
  type ContractAction,
  type SmartContract,
} from '../../core/api/contract/smart-contracts';
import { pathOf } from '../../core/navigation/route-table';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Dialog,
  Inline,
  LoadErrorBanner,
  Spinner,
  Stack,
  useErrorText,
  useLanguage,
  useQuery,
} from '../../ui';
import { ContractStatusBadge, directionText, formatDay, formatPercentage, isRefusal } from './contract-parts';
import { useSmartContractMessages } from './messages';
import { NoteField } from './new-contract-form';
import { contractQuery, ipPrivacyQuery, refreshContracts, signerCheckQuery } from './smart-contracts-data';
import { checkFreeText } from '../../core/validation/free-text';

export interface SmartContractDetailProps {
  api: ApiClient;
  cache: ResourceCache;
  contractId: string;
}

const ACTION_CALLS = {
  cancel: contractCancel,
  reject: contractReject,
  terminateCancel: contractTerminateCancel,
  terminateNow: contractTerminateNow,
} as const;

/** Opens a provider page (signing, identification) in a new tab; the portal itself stays where it is. */
function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * One contract (`/revenue-split/{contractId}`): which way the share goes, the parties and their signatures, the
 * terms, a termination; the actions its status allows, signing at the e-signature provider, the payer's signer
 * identification and the PDF. Returning from a provider's tab reloads the contract.
 */
export function SmartContractDetail({ api, cache, contractId }: SmartContractDetailProps) {
  const { t, ready } = useSmartContractMessages();
  const language = useLanguage();
  const errorText = useErrorText();
  const contract = useQuery(cache, contractQuery(api, contractId));
  const signable = contract.data?.status === 'UNSIGNED' || contract.data?.status === 'WAITING';
  const signer = useQuery(cache, signable ? signerCheckQuery(api, contractId) : null);
  const identifying =
    contract.data !== undefined &&
    contract.data.identificationStatus !== null &&
    contract.data.identificationStatus !== 'SUCCESS' &&
    !['CANCELLED', 'REJECTED', 'TERMINATED', 'EXPIRED'].includes(contract.data.status);
  // Before the signer identifies: a VPN, proxy or Tor connection may be refused by the provider (spec 3 section 7.3).
  const privacy = useQuery(cache, identifying ? ipPrivacyQuery(api) : null);
  const [confirming, setConfirming] = useState<ContractAction | null>(null);
  const [terminateNote, setTerminateNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [signUrl, setSignUrl] = useState<string | null>(null);
  const [identificationUrl, setIdentificationUrl] = useState<string | null>(null);
  const [acting, setActing] = useState(false);

  useEffect(() => {
    // Signing and identification happen in another tab: coming back shows what changed there.
    const refresh = () => refreshContracts(api, cache);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api, cache]);

  if (!ready) return <Spinner label="…" />;
  const back = <Link to={pathOf('smartContracts')}>{t('detail.back')}</Link>;
  if (!contract.data) {
    if (contract.status !== 'error') return <Spinner label={t('loading')} showLabel />;
    return (
      <Stack gap="lg" className="wallet-contracts">
        {back}
        {isRefusal(contract.error, 404) ? (
          <Banner tone="error" title={t('detail.notFound')} />
        ) : (
          <LoadErrorBanner title={t('detail.loadError')} error={contract.error} onRetry={contract.reload} />
        )}
      </Stack>
    );
  }

  const view: SmartContract = contract.data;
  const me = ownPartyId(view);
  const counterparty = view.direction === 'PAY' ? view.beneficiary : view.sender;
  const actions = contractActionsFor(view);

  const settle = (text: string | null) => {
    setNotice(text);
    refreshContracts(api, cache);
  };
  /** Runs a call; a 409 means the contract moved on meanwhile: say so and show its current state. */
  const attempt = async (work: () => Promise<unknown>, done: string | null) => {
    setFailure(null);
    try {
      await work();
      settle(done);
      return true;
    } catch (error) {
      if (isRefusal(error, 409)) settle(t('detail.changed'));
      else setFailure(error);
      return false;
    }
  };

  const runAction = async () => {
    if (!confirming) return;
    const action = confirming;
    if (action === 'terminate') {
      if (terminateNote.trim() === '') return setNoteError(t('detail.confirm.terminateNoteRequired'));
      // The field shows why (too long, invisible characters); nothing is sent until the note is right.
      if (checkFreeText(terminateNote, { max: CONTRACT_TERMINATE_NOTE_MAX, multiline: true })) return;
      setNoteError(null);
    }
    setActing(true);
    const ok = await attempt(
      () =>
        action === 'terminate'
          ? api.call(contractTerminate, { contractId, note: terminateNote.trim() })
          : api.call(ACTION_CALLS[action], { contractId }),
      t(`detail.done.${action}`),
    );
    if (ok) setTerminateNote('');
    setActing(false);
    setConfirming(null);
  };

  const sign = () =>
    attempt(async () => {
      const reply = await api.call(contractSignUrl, { contractId });
      setSignUrl(reply.signUrl);
      openInNewTab(reply.signUrl);
    }, t('detail.signingOpened'));

  const identify = () =>
    attempt(async () => {
      const opened = await api.call(splitPaySignerIdentification, { contractId });
      await api.call(contractIdentificationStarted, { contractId });
      setIdentificationUrl(opened.identificationUrl);
      openInNewTab(opened.identificationUrl);
    }, null);

  const downloadPdf = async () => {
    setFailure(null);
    try {
      const { url } = await api.call(contractPdfUrl, { contractId });
      const link = document.createElement('a');
      link.href = url;
      link.download = `contract-${view.id}.pdf`;
      link.rel = 'noopener';
      link.click();
    } catch (error) {
      setFailure(error);
    }
  };

  const party = (role: 'payer' | 'beneficiary') => {
    const who = role === 'payer' ? view.sender : view.beneficiary;
    const signerName = role === 'payer' ? view.senderSignerName : view.beneficiarySignerName;
    const signedAt = role === 'payer' ? view.senderSignedAt : view.beneficiarySignedAt;
    return (
      <div className="wallet-contracts__party">
        <dt>{t(`detail.${role}`)}</dt>
        <dd>
          {who.id === me ? t('detail.you', { name: who.name }) : who.name} · {who.username}
        </dd>
        {signerName && <dd>{t('detail.signer', { name: signerName })}</dd>}
        <dd>{signedAt ? t('detail.signedAt', { date: formatDay(language, signedAt) }) : t('detail.notSigned')}</dd>
      </div>
    );
  };

  const info = view.terminateInfo;
  const reason = signer.data?.reason;
  return (
    <Stack gap="lg" className="wallet-contracts wallet-contracts__detail">
      {back}
      <Stack gap="sm">
        <h1>{t('detail.title', { name: counterparty.name })}</h1>
        <div>
          <ContractStatusBadge status={view.status} label={t(`status.${view.status}`)} />
        </div>
        <p className="wallet-contracts__direction">{directionText(t, language, view)}</p>
        <p>
          {view.initiatorId === me
            ? t('detail.proposedByYou')
            : t('detail.proposedByThem', { name: counterparty.name })}
        </p>
      </Stack>
      {notice && (
        <p role="status" className="wallet-contracts__notice">
          {notice}
        </p>
      )}
      {failure !== null && <Banner tone="error" title={errorText(failure)} />}

      <section aria-labelledby="contract-parties">
        <h2 id="contract-parties">{t('detail.parties')}</h2>
        <dl className="wallet-contracts__parties">
          {party('payer')}
          {party('beneficiary')}
        </dl>
      </section>

      <section aria-labelledby="contract-terms">
        <h2 id="contract-terms">{t('detail.terms')}</h2>
        <dl className="wallet-contracts__terms">
          <dt>{t('detail.company')}</dt>
          <dd translate="no">{view.company?.title ?? '—'}</dd>
          <dt>{t('detail.percentage')}</dt>
          <dd>{formatPercentage(language, view.percentage)}%</dd>
          <dt>{t('detail.activeFrom')}</dt>
          <dd>{formatDay(language, view.activeFrom)}</dd>
          {view.activeTo && (
            <>
              <dt>{t('detail.activeTo')}</dt>
              <dd>{formatDay(language, view.activeTo)}</dd>
            </>
          )}
          <dt>{t('detail.created')}</dt>
          <dd>{formatDay(language, view.createdAt)}</dd>
          {view.note !== null && String(view.note) !== '' && (
            <>
              <dt>{t('detail.note')}</dt>
              <dd translate="no">{String(view.note)}</dd>
            </>
          )}
        </dl>
        <h3>{t('form.payerObligations')}</h3>
        <ul>
          {view.senderObligations.map((item, index) => (
            <li key={index} translate="no">
              {String(item)}
            </li>
          ))}
        </ul>
        <h3>{t('form.beneficiaryObligations')}</h3>
        <ul>
          {view.beneficiaryObligations.map((item, index) => (
            <li key={index} translate="no">
              {String(item)}
            </li>
          ))}
        </ul>
      </section>

      {info && (
        <section aria-labelledby="contract-termination">
          <h2 id="contract-termination">{t('detail.termination')}</h2>
          <p>
            {info.terminatedBy === me
              ? t('detail.terminationAskedByYou')
              : t('detail.terminationAskedByThem', { name: counterparty.name })}
          </p>
          {String(info.note) !== '' && <p>{t('detail.terminationNote', { note: String(info.note) })}</p>}
          {info.effectiveAt && (
            <p>{t('detail.terminationEffective', { date: formatDay(language, info.effectiveAt) })}</p>
          )}
          {info.terminatedAt && <p>{t('detail.terminatedAt', { date: formatDay(language, info.terminatedAt) })}</p>}
        </section>
      )}

      {signable && signer.data && (
        <section aria-labelledby="contract-signing">
          <h2 id="contract-signing">{t('detail.signing')}</h2>
          {signer.data.canSign ? (
            <Stack gap="sm">
              <p>{t('detail.canSign')}</p>
              <Inline gap="sm">
                <Button onClick={sign}>{t('detail.sign')}</Button>
                {signUrl && (
                  <a href={signUrl} target="_blank" rel="noopener noreferrer">
                    {t('detail.openSigning')}
                  </a>
                )}
                <Button variant="secondary" onClick={() => settle(null)}>
                  {t('detail.refresh')}
                </Button>
              </Inline>
            </Stack>
          ) : (
            reason && reason !== 'notSignable' && <p>{t(`detail.cannotSign.${reason}`)}</p>
          )}
        </section>
      )}

      {view.identificationStatus !== null && (
        <section aria-labelledby="contract-identification">
          <h2 id="contract-identification">{t('detail.identification')}</h2>
          <p>{t(`detail.identificationStatus.${view.identificationStatus}`)}</p>
          {identifying && privacy.data?.private && privacy.data.kind && (
            <Banner tone="warning" title={t('detail.privacy.title')}>
              {t(`detail.privacy.${privacy.data.kind}`, {
                ip: privacy.data.ip,
                provider: privacy.data.provider ?? '',
                interpolation: { escapeValue: false },
              })}
            </Banner>
          )}
          {identifying && (
            <Inline gap="sm">
              <Button onClick={identify}>{t('detail.identify')}</Button>
              {identificationUrl && (
                <a href={identificationUrl} target="_blank" rel="noopener noreferrer">
                  {t('detail.openIdentification')}
                </a>
              )}
              <Button
                variant="secondary"
                onClick={() =>
                  attempt(() => api.call(contractIdentificationPush, { contractId }), t('detail.pushSent'))
                }
              >
                {t('detail.pushIdentification')}
              </Button>
            </Inline>
          )}
        </section>
      )}

      <section aria-labelledby="contract-actions">
        <h2 id="contract-actions">{t('detail.actions')}</h2>
        <Inline gap="sm" stackOnMobile>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'terminateCancel' ? 'primary' : 'secondary'}
              onClick={() => setConfirming(action)}
            >
              {t(`detail.${action}`)}
            </Button>
          ))}
          <Button variant="secondary" onClick={downloadPdf}>
            {t('detail.pdf')}
          </Button>
        </Inline>
      </section>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        role="alertdialog"
        title={confirming ? t(`detail.${confirming}`) : ''}
        description={confirming ? t(`detail.confirm.${confirming}`) : undefined}
      >
        <form
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void runAction();
          }}
        >
          <Stack gap="md">
            {confirming === 'terminate' && (
              <NoteField
                label={t('detail.confirm.terminateNote')}
                value={terminateNote}
                error={noteError ?? undefined}
                onChange={setTerminateNote}
              />
            )}
            <div className="wallet-dialog__actions">
              <Button type="submit" loading={acting}>
                {t('detail.confirm.yes')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('detail.confirm.no')}
              </Button>
            </div>
          </Stack>
        </form>
      </Dialog>
    </Stack>
  );
}
