import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { CSV_IMPORT_RULES } from '../../domain/files';
import { Button } from '../../primitives/Button';
import { FileDrop } from '../../primitives/FileDrop';
import { AlertIcon, DownloadIcon, UploadIcon } from '../../primitives/icons';
import { toast } from '../../primitives/toast';
import { useDownloadQueueExample, useImportQueue } from './api';
import { IMPORT } from './messages';
import { saveFile } from '../../primitives/saveFile';
import { percentOf, UploadProgress } from './UploadProgress';

const t = IMPORT;
const TEMPLATE_FILE_NAME = 'fila-exemplo.csv';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Template = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Failure = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
  }
`;

type Upload =
  | { kind: 'idle' }
  | { kind: 'sending'; file: string; loaded: number; total: number }
  | { kind: 'sent'; file: string }
  | { kind: 'failed'; message: string };

/**
 * Choose a CSV, send it with Importar (one upload at a time, whatever the clicks), watch its
 * progress. A refused upload shows the server's message and keeps the file chosen for a retry.
 */
export function ImportForm({
  clientId,
  onAccepted,
  result,
}: {
  clientId: number;
  /** The server accepted the file (202): the id of its status row, when it said. */
  /** The import the server accepted, and the file it was sent from (kept for a second choice). */
  onAccepted: (importId: number | null, file: File) => void;
  /** What became of the file just sent, once the status list knows. */
  result: string | null;
}) {
  const importQueue = useImportQueue(clientId);
  const downloadTemplate = useDownloadQueueExample();
  const [files, setFiles] = useState<File[]>([]);
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  const [downloading, setDownloading] = useState(false);
  // State lags a fast second click; the ref does not.
  const busy = useRef(false);
  const file = files[0];
  const sending = upload.kind === 'sending';

  // Closing or reloading the tab would cut a large upload short: the browser asks first.
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  const choose = (next: File[]) => {
    setFiles(next);
    if (!busy.current) setUpload({ kind: 'idle' });
  };

  const send = async () => {
    if (!file || busy.current) return;
    busy.current = true;
    const name = file.name;
    setUpload({ kind: 'sending', file: name, loaded: 0, total: file.size });
    try {
      const accepted = await importQueue(file, (loaded, total) =>
        setUpload({ kind: 'sending', file: name, loaded, total }),
      );
      setUpload({ kind: 'sent', file: name });
      setFiles([]);
      toast.success(t.processing);
      onAccepted(accepted.ims_id ?? null, file);
    } catch (error) {
      const message = failureMessage(error, t.failure);
      setUpload({ kind: 'failed', message });
      // A 401 ends the session: the login says so itself, with no second message over it.
      if ((error as { status?: unknown }).status !== 401) toast.error(message);
    } finally {
      busy.current = false;
    }
  };

  const saveTemplate = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadTemplate(), TEMPLATE_FILE_NAME);
    } catch (error) {
      toast.error(failureMessage(error, t.templateFailed));
    } finally {
      setDownloading(false);
    }
  };

  // One bar from the first byte to the reply (the same element, so it is never replaced midway).
  const progress =
    upload.kind === 'sending'
      ? {
          percent: percentOf(upload.loaded, upload.total),
          text:
            upload.total > 0 && upload.loaded >= upload.total
              ? t.waitingServer(upload.file)
              : t.uploading(upload.file),
        }
      : upload.kind === 'sent'
        ? { percent: 100, text: t.uploaded(upload.file) }
        : null;

  return (
    <Panel aria-labelledby="importar-envio">
      <h2 id="importar-envio">{t.sendTitle}</h2>
      <Template>
        <Button
          variant="secondary"
          icon={<DownloadIcon />}
          loading={downloading}
          onClick={() => void saveTemplate()}
        >
          {t.template}
        </Button>
        <p>{t.templateHint}</p>
      </Template>
      <FileDrop
        label={t.fileLabel}
        hint={t.hint}
        rules={CSV_IMPORT_RULES}
        value={files}
        onChange={choose}
        disabled={sending}
      />
      <div>
        <Button
          icon={<UploadIcon />}
          disabled={!file}
          loading={sending}
          onClick={() => void send()}
        >
          {t.submit}
        </Button>
      </div>
      {progress && (
        <UploadProgress label={t.progressLabel} percent={progress.percent} text={progress.text} />
      )}
      {upload.kind === 'failed' && (
        <Failure data-testid="import-failure">
          <AlertIcon aria-hidden="true" />
          <div>
            <p>
              <strong>{upload.message}</strong>
            </p>
            {file && <p>{t.keptForRetry}</p>}
          </div>
        </Failure>
      )}
      <p role="status" style={{ margin: 0 }} data-testid="import-result">
        {upload.kind === 'sent' ? result : null}
      </p>
    </Panel>
  );
}
