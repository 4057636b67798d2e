import { useMemo, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { CloseIcon, DownloadIcon, UploadIcon } from '../../primitives/icons';
import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import {
  hasProblems,
  hasWarnings,
  problemCount,
  validRowsOffer,
  warningCount,
  type ImportRowError,
  type ImportStatusRow,
  type ImportWarning,
} from './importStatus';
import { IMPORT } from './messages';
import { buildReportCsv, reportFileName } from './reportCsv';
import { saveFile } from '../../primitives/saveFile';

const t = IMPORT;
const labels = { ...t.reportColumns, wholeRow: t.wholeRow, wholeFile: t.wholeFile };

const Section = styled.section<{ $tone: 'danger' | 'warning' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

/** The warnings' heading (the cards' own h3 titles keep the table's spacing). */
const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Problem = ImportRowError & { key: number };

const columns: Column<Problem>[] = [
  {
    key: 'line',
    header: labels.line,
    render: (problem) => (problem.linha > 0 ? problem.linha : labels.wholeFile),
    hideOnCard: true,
  },
  { key: 'column', header: labels.column, render: (problem) => problem.campo ?? labels.wholeRow },
  { key: 'message', header: labels.message, render: (problem) => problem.mensagem },
];

type Warning = ImportWarning & { key: number };
const w = t.warningColumns;

const warningColumns: Column<Warning>[] = [
  { key: 'field', header: w.field, render: (x) => t.warningFields[x.campo] ?? x.campo },
  { key: 'name', header: w.name, render: (x) => x.valor, hideOnCard: true },
  { key: 'lines', header: w.lines, render: (x) => t.warningLines(x.linhas, x.ocorrencias) },
  {
    key: 'suggestions',
    header: w.suggestions,
    render: (x) => (x.sugestoes.length ? x.sugestoes.join('; ') : t.noSuggestion),
  },
];

/**
 * The names an import brought that the queue had not seen, each with the known names nearest to
 * it: imported all the same, so the section says how to take a misspelling back.
 */
function WarningsSection({ id, row }: { id: string; row: ImportStatusRow }) {
  const warnings = useMemo(
    () => (row.ims_avisos ?? []).map((warning, key): Warning => ({ ...warning, key })),
    [row.ims_avisos],
  );
  const summary = t.warningsSummary(warnings.length, warningCount(row));
  return (
    <section aria-labelledby={`${id}-avisos`}>
      <SubHeading id={`${id}-avisos`}>{t.warningsTitle}</SubHeading>
      <p>{t.warningsIntro}</p>
      {summary && <p>{summary}</p>}
      <ResponsiveTable
        caption={t.warningsCaption}
        columns={warningColumns}
        rows={warnings}
        rowKey={(warning) => warning.key}
        cardTitle={(warning) => warning.valor}
      />
    </section>
  );
}

/**
 * The problems of one import, row by row (line, column, message), as the server listed them (at
 * most the first 100, with the count of all), and as a CSV to download; then the names it brought
 * that the queue had not seen.
 */
export function ImportReport({
  id,
  row,
  onClose,
  headingRef,
  onImportValid,
  importing = false,
}: {
  id: string;
  row: ImportStatusRow;
  onClose: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** 'Importar as N linhas válidas' of a failed import (it asks first). */
  onImportValid?: (row: ImportStatusRow) => void;
  /** The valid rows are being sent: the button is busy. */
  importing?: boolean;
}) {
  const offer = onImportValid ? validRowsOffer(row) : null;
  const problems = useMemo(
    () => row.ims_erros.map((error, key): Problem => ({ ...error, key })),
    [row.ims_erros],
  );
  const total = problemCount(row);
  const download = () =>
    saveFile(
      new Blob([buildReportCsv(row.ims_erros, labels)], { type: 'text/csv;charset=utf-8' }),
      reportFileName(row.ims_nome_arquivo),
    );
  const problemsShown = hasProblems(row);
  const situation =
    row.ims_situacao === 'FALHOU'
      ? t.reportNothingImported
      : problemsShown
        ? t.reportSomeImported
        : t.reportAllImported;
  return (
    <Section id={id} aria-labelledby={`${id}-titulo`} $tone={problemsShown ? 'danger' : 'warning'}>
      <h2 id={`${id}-titulo`} ref={headingRef} tabIndex={-1}>
        {problemsShown
          ? t.reportTitle(row.ims_nome_arquivo)
          : t.warningsReportTitle(row.ims_nome_arquivo)}
      </h2>
      <p>{situation}</p>
      {problemsShown && (
        <p data-testid="report-summary">
          <strong>{t.reportSummary(problems.length, total)}</strong>
        </p>
      )}
      {offer && (
        <p data-testid="valid-rows-hint">
          {t.importValidHint(t.leftOutLines(offer.lines, offer.more))}
        </p>
      )}
      <Actions>
        {offer && (
          <Button icon={<UploadIcon />} loading={importing} onClick={() => onImportValid?.(row)}>
            {t.importValid(offer.valid)}
          </Button>
        )}
        {problemsShown && (
          <Button
            variant={offer ? 'secondary' : undefined}
            icon={<DownloadIcon />}
            onClick={download}
          >
            {t.downloadReport}
          </Button>
        )}
        <Button variant="ghost" icon={<CloseIcon />} onClick={onClose}>
          {t.closeReport}
        </Button>
      </Actions>
      {problemsShown && (
        <ResponsiveTable
          caption={t.reportCaption}
          columns={columns}
          rows={problems}
          rowKey={(problem) => problem.key}
          cardTitle={(problem) =>
            `${labels.line} ${problem.linha > 0 ? problem.linha : labels.wholeFile}`
          }
        />
      )}
      {hasWarnings(row) && <WarningsSection id={id} row={row} />}
    </Section>
  );
}
