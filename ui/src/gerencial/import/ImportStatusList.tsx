import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { Button } from '../../primitives/Button';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { EyeIcon, RefreshIcon, UndoIcon } from '../../primitives/icons';
import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import { Spinner } from '../../primitives/Spinner';
import {
  anyProcessing,
  changedAt,
  countsText,
  hasProblems,
  hasReport,
  hasWarnings,
  problemCount,
  warningCount,
  rowSituation,
  type ImportStatusRow,
} from './importStatus';
import { IMPORT } from './messages';

const t = IMPORT;

const TONES = {
  PROCESSANDO: ['primary', 'primaryLight'],
  CONCLUIDO: ['success', 'successLight'],
  CONCLUIDO_COM_ERROS: ['warning', 'warningLight'],
  FALHOU: ['danger', 'dangerLight'],
  DESFEITA: ['textMuted', 'surfaceAlt'],
} as const;

const Badge = styled.span<{ $situation: string }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  max-width: 100%;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  /* 'Concluída com problemas: 3589 de 3590' wraps on a phone rather than run out of its card. */
  overflow-wrap: anywhere;
  color: ${({ theme, $situation }) =>
    theme.colors[TONES[$situation as keyof typeof TONES]?.[0] ?? 'text']};
  background: ${({ theme, $situation }) =>
    theme.colors[TONES[$situation as keyof typeof TONES]?.[1] ?? 'surfaceAlt']};
`;

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RefreshFailed = styled(Notice)`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The added/updated/unchanged breakdown under the imported total. */
const Counts = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const columns: Column<ImportStatusRow>[] = [
  { key: 'file', header: t.columns.file, render: (row) => row.ims_nome_arquivo, hideOnCard: true },
  {
    key: 'status',
    header: t.columns.status,
    render: (row) => <Badge $situation={row.ims_situacao}>{rowSituation(row)}</Badge>,
  },
  { key: 'changed', header: t.columns.changed, render: changedAt },
  { key: 'read', header: t.columns.read, render: (row) => row.ims_linhas_lidas },
  {
    key: 'imported',
    header: t.columns.imported,
    render: (row) => {
      const counts = countsText(row);
      return (
        <>
          {row.ims_linhas_importadas}
          {counts && <Counts data-testid="import-counts">{counts}</Counts>}
        </>
      );
    },
  },
  {
    key: 'problems',
    header: t.columns.report,
    render: (row) => (
      <>
        {problemCount(row) > 0 ? problemCount(row) : t.noProblems}
        {hasWarnings(row) && (
          <Counts data-testid="import-warnings">{t.warningCount(warningCount(row))}</Counts>
        )}
      </>
    ),
  },
];

export interface ImportStatusListProps {
  rows: ImportStatusRow[] | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  /** The row whose report is open. */
  openReport: number | null;
  onShowReport: (importId: number) => void;
  reportId: string;
  /** 'Desfazer' on the row that can still be undone (it asks first). */
  onUndo: (row: ImportStatusRow) => void;
  /** The import being undone: its button is busy. */
  undoing: number | null;
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The client's imports, newest first: loading, error with retry, empty, or the table. */
export function ImportStatusList({
  rows,
  error,
  loading,
  onRetry,
  openReport,
  onShowReport,
  reportId,
  onUndo,
  undoing,
}: ImportStatusListProps) {
  if (!rows) {
    if (error)
      return <ErrorState message={failureMessage(error, t.statusFailed)} onRetry={onRetry} />;
    return <Spinner />;
  }
  if (rows.length === 0) return <EmptyState title={t.empty} description={t.emptyHint} />;
  return (
    <>
      {error ? (
        <RefreshFailed role="alert">
          {failureMessage(error, t.refreshFailed)}
          <Button size="sm" variant="secondary" icon={<RefreshIcon />} onClick={onRetry}>
            Tentar novamente
          </Button>
        </RefreshFailed>
      ) : (
        anyProcessing(rows) && <Notice aria-busy={loading || undefined}>{t.polling}</Notice>
      )}
      <ResponsiveTable
        caption={t.statusCaption}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.ims_id}
        cardTitle={(row) => row.ims_nome_arquivo}
        actionsHeader={t.columns.actions}
        actions={(row) =>
          hasReport(row) || row.ims_pode_desfazer ? (
            <Actions>
              {hasReport(row) && (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<EyeIcon />}
                  aria-label={
                    hasProblems(row)
                      ? t.showReportOf(row.ims_nome_arquivo)
                      : t.showWarningsOf(row.ims_nome_arquivo)
                  }
                  aria-expanded={openReport === row.ims_id}
                  aria-controls={openReport === row.ims_id ? reportId : undefined}
                  onClick={() => onShowReport(row.ims_id)}
                >
                  {hasProblems(row) ? t.showReport : t.showWarnings}
                </Button>
              )}
              {row.ims_pode_desfazer && (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<UndoIcon />}
                  aria-label={t.undoOf(row.ims_nome_arquivo)}
                  loading={undoing === row.ims_id}
                  disabled={undoing !== null}
                  onClick={() => onUndo(row)}
                >
                  {t.undo}
                </Button>
              )}
            </Actions>
          ) : null
        }
      />
    </>
  );
}
