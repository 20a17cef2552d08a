import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import {
  checkFile,
  formatFileSize,
  formatSizeLimit,
  kindLabels,
  acceptAttribute,
  type FileProblem,
  type FileRules,
} from '../../core/files/file-checks';
import { displayFileName } from '../../core/api/contract/common';
import { Button } from '../button/button';
import { classNames } from '../class-names';
import { useCommonMessages, useLanguage, useMessages } from '../i18n/use-messages';
import { FILE_DROP_NAMESPACE, fileDropMessages } from './messages';

/** Upload progress: a share from 0 to 1, or `'indeterminate'` when the total is not known. */
export type FileDropProgress = number | 'indeterminate';

export interface FileDropProps {
  label: ReactNode;
  /** Extra guidance; the accepted types and size limit are always shown after it. */
  hint?: ReactNode | undefined;
  /** An error from outside (the server refused the file); shown like a field error. */
  error?: ReactNode | undefined;
  /** Types and size the file must have; checked before `onFileChange` is called. */
  rules: FileRules;
  /** The chosen file (controlled). */
  file: File | null;
  /** Called with a file that passed the checks, or null when the user removes it. Never called with a refused file. */
  onFileChange: (file: File | null) => void;
  /**
   * Offer "Take a photo" on touch devices: `environment` (rear camera, for documents) or `user` (front camera).
   * The photo is checked like any file.
   */
  capture?: 'user' | 'environment' | undefined;
  /** Set while the file uploads: shown as a progress bar. */
  progress?: FileDropProgress | null | undefined;
  disabled?: boolean | undefined;
  /** Id of the file input (tests and hosts address it). */
  id?: string | undefined;
  className?: string | undefined;
}

const COARSE_POINTER = '(pointer: coarse)';

function subscribeCoarsePointer(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(COARSE_POINTER);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isCoarsePointer(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(COARSE_POINTER).matches
  );
}

/** Whether the device's main pointer is a finger: phones and tablets, where a camera button makes sense. */
function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribeCoarsePointer, isCoarsePointer, () => false);
}

function listOf(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(items);
}

/**
 * A file picker for one file: a "Choose a file" button, a drop zone for drag and drop, and on touch devices a
 * "Take a photo" button (the `capture` attribute opens the camera). The file's type (MIME type and extension) and
 * size are checked before the parent hears of it, with a translated message next to the control; a refused file
 * leaves the earlier choice in place. The chosen file shows with its size and a remove button, and `progress` shows
 * the upload. Choices and problems are announced to screen readers.
 */
export function FileDrop({
  label,
  hint,
  error,
  rules,
  file,
  onFileChange,
  capture,
  progress,
  disabled = false,
  id,
  className,
}: FileDropProps) {
  const t = useMessages(FILE_DROP_NAMESPACE, fileDropMessages);
  const common = useCommonMessages();
  const language = useLanguage();
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const coarsePointer = useCoarsePointer();
  const [problem, setProblem] = useState<FileProblem | 'several' | null>(null);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // The remove button goes away with the file: focus moves to "Choose a file", not to the page's start.
  useEffect(() => {
    if (file === null && refocus.current) {
      refocus.current = false;
      chooseButton.current?.focus();
    }
  }, [file]);

  const types = listOf(kindLabels(rules.kinds), language);
  const limit = formatSizeLimit(rules.maxBytes, language);
  const uploading = progress !== null && progress !== undefined;
  const busy = disabled || uploading;

  function problemText(found: FileProblem | 'several'): string {
    if (found === 'several') return t('errors.several');
    switch (found.kind) {
      case 'type':
        return t('errors.type', { types });
      case 'empty':
        return t('errors.empty');
      case 'size':
        return t('errors.size', { size: formatFileSize(found.size, language), limit });
    }
  }

  function take(files: FileList | null) {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setProblem('several');
      setAnnouncement('');
      return;
    }
    const chosen = files[0];
    if (!chosen) return;
    const found = checkFile(chosen, rules);
    if (found) {
      setProblem(found);
      setAnnouncement('');
      return;
    }
    setProblem(null);
    setAnnouncement(t('selected', { name: displayFileName(chosen.name), size: formatFileSize(chosen.size, language) }));
    onFileChange(chosen);
  }

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    // The same file chosen again after removing it must fire `change` again.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (busy) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    take(event.dataTransfer.files);
  };

  const remove = () => {
    setProblem(null);
    setAnnouncement(t('removed', { name: displayFileName(file?.name ?? '') }));
    refocus.current = true;
    onFileChange(null);
  };

  const shownError = problem ? problemText(problem) : error;
  const hasError = shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';
  const describedBy = [hintId, hasError ? errorId : null].filter(Boolean).join(' ');
  const percent = typeof progress === 'number' ? Math.round(Math.min(1, Math.max(0, progress)) * 100) : null;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={classNames('wallet-field', 'wallet-file-drop', hasError && 'wallet-field--invalid', className)}
    >
      <p id={labelId} className="wallet-field__label">
        {label}
      </p>
      <p id={hintId} className="wallet-field__hint">
        {hint ? <>{hint} </> : null}
        {t('rules', { types, limit })}
      </p>
      {hasError && (
        <p id={errorId} className="wallet-field__error" role="alert">
          <span className="wallet-visually-hidden">{common('errors.prefix')} </span>
          {shownError}
        </p>
      )}
      <div
        className={classNames(
          'wallet-file-drop__zone',
          dragging && 'wallet-file-drop__zone--active',
          busy && 'wallet-file-drop__zone--busy',
        )}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {file ? (
          <div className="wallet-file-drop__file">
            <svg
              className="wallet-file-drop__icon"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
              <path d="M14 3v5h5" />
            </svg>
            <span className="wallet-file-drop__name">{displayFileName(file.name)}</span>
            <span className="wallet-file-drop__size">{formatFileSize(file.size, language)}</span>
            {!uploading && (
              <Button variant="link" onClick={remove} disabled={disabled}>
                {t('remove')}
                <span className="wallet-visually-hidden"> {displayFileName(file.name)}</span>
              </Button>
            )}
          </div>
        ) : (
          <p className="wallet-file-drop__prompt">{dragging ? t('dropNow') : t('dropHere')}</p>
        )}
        {uploading && (
          <div className="wallet-file-drop__progress">
            <progress
              max={100}
              {...(percent === null ? {} : { value: percent })}
              aria-label={t('uploading', { name: displayFileName(file?.name ?? '') })}
            />
            <span aria-hidden="true">{percent === null ? t('uploadingShort') : `${percent}%`}</span>
          </div>
        )}
        {!uploading && (
          <div className="wallet-file-drop__buttons">
            <Button
              ref={chooseButton}
              id={`${inputId}-choose`}
              aria-labelledby={`${inputId}-choose ${labelId}`}
              variant="secondary"
              onClick={() => fileInput.current?.click()}
              disabled={disabled}
              aria-describedby={describedBy}
            >
              {file ? t('chooseAnother') : t('choose')}
            </Button>
            {capture && coarsePointer && (
              <Button
                id={`${inputId}-camera`}
                aria-labelledby={`${inputId}-camera ${labelId}`}
                variant="secondary"
                onClick={() => cameraInput.current?.click()}
                disabled={disabled}
                aria-describedby={describedBy}
              >
                {t('takePhoto')}
              </Button>
            )}
          </div>
        )}
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          className="wallet-visually-hidden"
          tabIndex={-1}
          accept={acceptAttribute(rules.kinds)}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
          disabled={busy}
          onChange={onInputChange}
        />
        {capture && (
          <input
            ref={cameraInput}
            type="file"
            className="wallet-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            accept={acceptAttribute(rules.kinds.filter((kind) => kind.mime.startsWith('image/')))}
            capture={capture}
            disabled={busy}
            onChange={onInputChange}
          />
        )}
      </div>
      <p className="wallet-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
