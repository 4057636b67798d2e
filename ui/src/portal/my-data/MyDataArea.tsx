import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { Button } from '../../primitives/Button';
import { useConfirm } from '../../primitives/ConfirmModal';
import { DownloadIcon, TrashIcon } from '../../primitives/icons';
import { saveFile } from '../../primitives/saveFile';
import { toast } from '../../primitives/toast';
import { AccessLog } from './AccessLog';
import { useDownloadMyData, useFileDataRequest, useMyDataRequests } from './api';
import { CorrectionForm } from './CorrectionForm';
import { MY_DATA } from './messages';
import { MyDataRequests } from './MyDataRequests';
import { Panel } from './myDataParts';

const M = MY_DATA;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  > h1,
  > p {
    margin: 0;
  }
`;

type Download =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; file: string }
  | { state: 'failed'; message: string };

/** 'Baixar meus dados': the file is saved only once the backend answered it whole. */
function DownloadPanel() {
  const download = useDownloadMyData();
  const [status, setStatus] = useState<Download>({ state: 'idle' });
  const start = async () => {
    if (status.state === 'busy') return;
    setStatus({ state: 'busy' });
    try {
      const { text, fileName } = await download();
      saveFile(new Blob([text], { type: 'application/json;charset=utf-8' }), fileName);
      setStatus({ state: 'done', file: fileName });
    } catch (error) {
      setStatus({ state: 'failed', message: failureMessage(error, M.download.failed) });
    }
  };
  return (
    <Panel aria-labelledby="meus-dados-baixar">
      <h2 id="meus-dados-baixar">{M.download.heading}</h2>
      <p>{M.download.explain}</p>
      <Button
        icon={<DownloadIcon />}
        loading={status.state === 'busy'}
        onClick={() => void start()}
      >
        {status.state === 'busy' ? M.download.busy : M.download.button}
      </Button>
      <div role="status" data-testid="download-status">
        {status.state === 'done' && <p>{M.download.done(status.file)}</p>}
      </div>
      {status.state === 'failed' && (
        <div role="alert" data-testid="download-error">
          <p>{status.message}</p>
          <Button variant="secondary" onClick={() => void start()}>
            {M.download.retry}
          </Button>
        </div>
      )}
    </Panel>
  );
}

/** 'Pedir exclusão da conta': asked in a dialog; said sent only once the backend confirmed it. */
function DeletionPanel({ userId }: { userId: number }) {
  const file = useFileDataRequest();
  const requests = useMyDataRequests(userId);
  const { confirm, modal } = useConfirm();
  const [busy, setBusy] = useState(false);
  const open = requests.data?.rows.some((r) => r.kind === 'exclusao' && r.status === 'aberta');
  const ask = async () => {
    if (busy) return;
    const confirmed = await confirm({
      title: M.deletion.confirmTitle,
      content: <p>{M.deletion.confirmText}</p>,
      confirmLabel: M.deletion.confirm,
      cancelLabel: M.deletion.cancel,
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await file({ kind: 'exclusao' });
      toast.success(M.deletion.sent);
    } catch (error) {
      toast.error(failureMessage(error, M.deletion.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel aria-labelledby="meus-dados-exclusao">
      <h2 id="meus-dados-exclusao">{M.deletion.heading}</h2>
      <p>{M.deletion.explain}</p>
      {open ? (
        <p role="status">{M.deletion.alreadyOpen}</p>
      ) : (
        <Button variant="danger" icon={<TrashIcon />} loading={busy} onClick={() => void ask()}>
          {M.deletion.button}
        </Button>
      )}
      {modal}
    </Panel>
  );
}

export interface MyDataAreaProps {
  userId: number;
}

/**
 * 'Meus dados': download everything the portal holds about the patient, ask for a correction or
 * the deletion of the account, follow those requests, and see who of the staff accessed the data.
 */
export function MyDataArea({ userId }: MyDataAreaProps) {
  return (
    <Layout>
      <h1 id="titulo-meus-dados">{M.title}</h1>
      <p>
        {M.intro} <Link to="/privacidade">{M.privacyLink}</Link>
      </p>
      <DownloadPanel />
      <Panel aria-labelledby="meus-dados-correcao">
        <h2 id="meus-dados-correcao">{M.correction.heading}</h2>
        <p>{M.correction.explain}</p>
        <CorrectionForm />
      </Panel>
      <DeletionPanel userId={userId} />
      <MyDataRequests userId={userId} />
      <AccessLog userId={userId} />
    </Layout>
  );
}

export default MyDataArea;
