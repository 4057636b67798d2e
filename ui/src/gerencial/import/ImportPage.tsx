import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { useConfirm } from '../../primitives/ConfirmModal';
import { toast } from '../../primitives/toast';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useAdmin } from '../session/AdminSessionProvider';
import { GERENCIAL } from '../shared/messages';
import { useImportQueue, useImportStatuses, useUndoImport } from './api';
import { ImportForm } from './ImportForm';
import { ImportReport } from './ImportReport';
import { ImportStatusList } from './ImportStatusList';
import {
  reportRow,
  resultSentence,
  validRowsOffer,
  type ImportStatusRow,
  type ReportChoice,
} from './importStatus';
import { IMPORT } from './messages';

const t = IMPORT;
const REPORT_ID = 'relatorio-importacao';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/**
 * 'Importar informações Fila': send the queue CSV of the logged-in client, follow each import's
 * situation (read again every 2 s while one is processing), read the problems of a rejected
 * file, row by row, in the page or as a CSV, and undo the last finished import (after a
 * confirmation that says what it takes back; success only once the server answered).
 */
export function ImportPage() {
  const { user } = useAdmin();
  const clientId = user.usc_id_clientes;
  const statuses = useImportStatuses(clientId);
  const rows = statuses.data;
  const [choice, setChoice] = useState<ReportChoice>('auto');
  const [sentId, setSentId] = useState<number | null>(null);
  const [focusReport, setFocusReport] = useState(false);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const undoImport = useUndoImport(clientId);
  const importQueue = useImportQueue(clientId);
  /** The files sent in this visit, by import: a failed one can be sent again for its valid rows. */
  const sentFiles = useRef(new Map<number, File>());
  const pickFile = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState<ImportStatusRow | null>(null);
  const [importingValid, setImportingValid] = useState(false);

  const importValid = async (row: ImportStatusRow, file: File) => {
    const offer = validRowsOffer(row);
    if (!offer || importingValid) return;
    const confirmed = await confirm({
      title: t.importValidTitle,
      content: t.importValidContent(
        file.name,
        offer.valid,
        t.leftOutLines(offer.lines, offer.more),
      ),
      confirmLabel: t.importValidConfirm,
      cancelLabel: t.importValidCancel,
    });
    if (!confirmed) return;
    setImportingValid(true);
    try {
      const accepted = await importQueue(file, () => {}, { onlyValidRows: true });
      toast.success(t.processing);
      if (accepted.ims_id !== undefined) {
        sentFiles.current.set(accepted.ims_id, file);
        setSentId(accepted.ims_id);
      }
      setChoice('auto');
    } catch (error) {
      toast.error(failureMessage(error, t.failure));
    } finally {
      setImportingValid(false);
    }
  };

  /** The file is still here from this visit, or the admin picks it again. */
  const offerValid = (row: ImportStatusRow) => {
    const file = sentFiles.current.get(row.ims_id);
    if (file) return void importValid(row, file);
    setPicking(row);
    toast.success(t.pickAgain(row.ims_nome_arquivo));
    pickFile.current?.click();
  };
  const { confirm, modal } = useConfirm();
  const [undoing, setUndoing] = useState<number | null>(null);

  const undo = async (row: ImportStatusRow) => {
    if (undoing !== null) return;
    const confirmed = await confirm({
      title: t.undoTitle,
      content: t.undoContent(
        row.ims_nome_arquivo,
        row.ims_linhas_adicionadas ?? 0,
        row.ims_linhas_atualizadas ?? 0,
      ),
      confirmLabel: t.undoConfirm,
      cancelLabel: t.undoCancel,
      danger: true,
    });
    if (!confirmed) return;
    setUndoing(row.ims_id);
    try {
      await undoImport(row.ims_id);
      toast.success(t.undone(row.ims_nome_arquivo));
    } catch (error) {
      toast.error(failureMessage(error, t.undoFailed));
    } finally {
      setUndoing(null);
    }
  };

  const report = rows ? reportRow(rows, choice, sentId) : null;
  const sent = sentId === null ? undefined : rows?.find((row) => row.ims_id === sentId);

  // Only a report the admin asked for takes the focus; one that opens by itself does not.
  useEffect(() => {
    if (!focusReport || !report) return;
    reportHeading.current?.focus();
    setFocusReport(false);
  }, [focusReport, report]);

  return (
    <>
      <ScreenHeader title={GERENCIAL.menu.import} description={t.intro(user.cliente.cli_nome)} />
      <Layout>
        <ImportForm
          clientId={clientId}
          onAccepted={(id, file) => {
            if (id !== null) sentFiles.current.set(id, file);
            setSentId(id);
            setChoice('auto');
          }}
          result={sent ? resultSentence(sent) : null}
        />
        <section aria-labelledby="importar-situacao">
          <h2 id="importar-situacao">{t.statusTitle}</h2>
          <ImportStatusList
            rows={rows}
            error={statuses.error}
            loading={statuses.isValidating}
            onRetry={() => void statuses.mutate()}
            openReport={report?.ims_id ?? null}
            reportId={REPORT_ID}
            onShowReport={(id) => {
              setChoice(id);
              setFocusReport(true);
            }}
            onUndo={(row) => void undo(row)}
            undoing={undoing}
          />
        </section>
        {report && (
          <ImportReport
            id={REPORT_ID}
            row={report}
            headingRef={reportHeading}
            onClose={() => setChoice('closed')}
            onImportValid={offerValid}
            importing={importingValid}
          />
        )}
        <input
          ref={pickFile}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file && picking) void importValid(picking, file);
            setPicking(null);
          }}
        />
      </Layout>
      {modal}
    </>
  );
}

export default ImportPage;
