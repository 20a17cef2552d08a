import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RESPONSE_CODES } from '../../core/api/contract/envelope';
import {
  LOGO_LIMITS,
  merchantLogoCreate,
  merchantLogoDelete,
  merchantLogoUpdate,
  type Logo,
} from '../../core/api/contract/merchant-buttons';
import { isApiError } from '../../core/api/errors';
import { FILE_KINDS, formatFileSize, type FileRules } from '../../core/files/file-checks';
import { MERCHANT_CACHE_KEYS, merchantQueries } from '../../core/merchant-buttons/merchant-data';
import {
  Banner,
  Button,
  Dialog,
  FileDrop,
  Inline,
  LoadErrorBanner,
  Spinner,
  Stack,
  TextField,
  useCommonMessages,
  useErrorText,
  useLanguage,
  useQuery,
} from '../../ui';
import { Heading, reportFailure, useMerchant } from './merchant-context';

/** What a logo may be, as the server checks it (spec: type and size checked before upload). */
export const LOGO_RULES: FileRules = {
  kinds: [FILE_KINDS.png, FILE_KINDS.jpeg, FILE_KINDS.webp],
  maxBytes: LOGO_LIMITS.maxBytes,
};

type Notice = { kind: 'uploaded' | 'defaultSet' | 'deleted'; name: string } | null;

/**
 * The business's logos: each with its name, size and default mark; make one the default (buttons without a chosen
 * logo show it), delete one, upload a new one (PNG, JPEG or WebP up to 1 MB, checked before the upload and again by
 * the server). The list reloads after every change.
 */
export function BusinessLogosSection() {
  const { api, cache, access, t, emit, headingLevel, focusOnMount } = useMerchant();
  const common = useCommonMessages();
  const errorText = useErrorText();
  const language = useLanguage();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const logos = useQuery(cache, merchantQueries.logos(api));
  const [notice, setNotice] = useState<Notice>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState<Logo | null>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const reload = () => {
    cache.invalidate(MERCHANT_CACHE_KEYS.logos);
    // Buttons show the default logo: their pictures follow.
    cache.invalidate(MERCHANT_CACHE_KEYS.buttons);
  };

  const makeDefault = async (logo: Logo) => {
    setActionError(null);
    setNotice(null);
    try {
      await api.call(merchantLogoUpdate, { logoId: logo.id, isDefault: true });
      reload();
      setNotice({ kind: 'defaultSet', name: logo.name });
    } catch (error) {
      reportFailure(emit, error);
      setActionError(error);
    }
  };

  const list = logos.data ?? [];
  return (
    <section className="wallet-merchant__section" aria-labelledby={`${id}-title`} part="logos">
      <Heading level={headingLevel} id={`${id}-title`} ref={headingRef}>
        {t('logos.title')}
      </Heading>
      <p>{t('logos.intro')}</p>
      {notice && <Banner tone="success">{t(`logos.notice.${notice.kind}`, { name: notice.name })}</Banner>}
      {actionError !== null && (
        <Banner tone="error" title={t('logos.actionError')}>
          {errorText(actionError)}
        </Banner>
      )}
      {logos.status === 'loading' && !logos.data && <Spinner label={t('logos.loading')} showLabel />}
      {logos.status === 'error' && !logos.data && (
        <LoadErrorBanner title={t('logos.loadError')} error={logos.error} onRetry={logos.reload} />
      )}
      {logos.data && list.length === 0 && <p>{t('logos.empty')}</p>}
      {list.length > 0 && (
        <ul className="wallet-merchant__logos" part="logo-list">
          {list.map((logo) => (
            <li key={logo.id} className="wallet-merchant__logo">
              <img src={logo.file} alt={logo.name} className="wallet-merchant__logo-image" />
              <div>
                <p className="wallet-merchant__logo-name">
                  {logo.name}
                  {logo.isDefault && <span className="wallet-merchant__badge"> {t('logos.default')}</span>}
                </p>
                <p className="wallet-merchant__meta">{formatFileSize(logo.sizeBytes, language)}</p>
              </div>
              {access.canEdit && (
                <Inline gap="sm" className="wallet-merchant__actions">
                  {!logo.isDefault && (
                    <Button variant="secondary" onClick={() => makeDefault(logo)}>
                      {t('logos.makeDefault')}
                      <span className="wallet-visually-hidden"> {logo.name}</span>
                    </Button>
                  )}
                  <Button variant="secondary" className="wallet-merchant__danger" onClick={() => setDeleting(logo)}>
                    {t('logos.delete')}
                    <span className="wallet-visually-hidden"> {logo.name}</span>
                  </Button>
                </Inline>
              )}
            </li>
          ))}
        </ul>
      )}
      {access.canEdit && (
        <LogoUpload
          isFirst={logos.data !== undefined && list.length === 0}
          onUploaded={(logo) => {
            reload();
            setActionError(null);
            setNotice({ kind: 'uploaded', name: logo.name });
          }}
        />
      )}
      <Dialog
        open={deleting !== null}
        role="alertdialog"
        onClose={() => setDeleting(null)}
        title={t('logos.deleteTitle')}
        description={deleting ? t('logos.deleteDescription', { name: deleting.name }) : undefined}
        actions={
          <>
            <Button
              onClick={async () => {
                if (!deleting) return;
                const logo = deleting;
                setActionError(null);
                setNotice(null);
                try {
                  await api.call(merchantLogoDelete, { logoId: logo.id });
                  reload();
                  setNotice({ kind: 'deleted', name: logo.name });
                } catch (error) {
                  reportFailure(emit, error);
                  setActionError(error);
                }
                setDeleting(null);
              }}
            >
              {t('logos.deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {common('actions.cancel')}
            </Button>
          </>
        }
      />
    </section>
  );
}

function LogoUpload({ isFirst, onUploaded }: { isFirst: boolean; onUploaded: (logo: Logo) => void }) {
  const { api, t, emit, headingLevel } = useMerchant();
  const common = useCommonMessages();
  const errorText = useErrorText();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    setFailure(null);
    const missingName =
      name.trim() === ''
        ? t('errors.logoNameRequired')
        : name.trim().length > LOGO_LIMITS.nameMax
          ? t('errors.logoNameTooLong')
          : undefined;
    const missingFile = file ? undefined : t('errors.fileMissing');
    setNameError(missingName);
    setFileError(missingFile);
    if (missingName) {
      nameRef.current?.focus();
      return;
    }
    if (missingFile || !file) return;
    setUploading(true);
    try {
      const result = await api.call(merchantLogoCreate, { name: name.trim(), isDefault }, { files: { file } });
      setName('');
      setIsDefault(false);
      setFile(null);
      onUploaded(result.logo);
    } catch (error) {
      reportFailure(emit, error);
      const refused =
        isApiError(error) && error.code === RESPONSE_CODES.verifyError ? (error.validationErrors ?? []) : [];
      const onFile = refused.find((item) => item.field === 'file');
      const onName = refused.find((item) => item.field === 'name');
      if (onFile)
        setFileError(
          t(`errors.${typeof onFile.code === 'string' ? onFile.code : 'server'}`, { defaultValue: onFile.description }),
        );
      if (onName) setNameError(onName.description);
      if (!onFile && !onName) setFailure(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      className="wallet-merchant__upload"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      part="upload"
    >
      <Stack gap="md">
        <Heading level={headingLevel + 1} id={`${id}-title`}>
          {t('logos.uploadTitle')}
        </Heading>
        <TextField
          ref={nameRef}
          id={`${id}-name`}
          label={t('logos.name')}
          value={name}
          maxLength={LOGO_LIMITS.nameMax}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        <FileDrop
          id={`${id}-file`}
          label={t('logos.file')}
          hint={t('logos.fileHint')}
          rules={LOGO_RULES}
          file={file}
          error={fileError}
          progress={uploading ? 'indeterminate' : null}
          onFileChange={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
        />
        <label className="wallet-merchant__choice">
          <input
            type="checkbox"
            checked={isDefault || isFirst}
            disabled={isFirst}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
          <span>{isFirst ? t('logos.firstIsDefault') : t('logos.makeItDefault')}</span>
        </label>
        {failure !== null && (
          <Banner tone="error" title={t('logos.uploadError')}>
            {errorText(failure)}
          </Banner>
        )}
        <div>
          <Button type="submit" loading={uploading}>
            {failure !== null ? common('actions.retry') : t('logos.upload')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
