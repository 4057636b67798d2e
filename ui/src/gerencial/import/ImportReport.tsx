import { useMemo, type Ref } from 'react';
import styled from 'styled-components';
import { GERENCIAL } from '../../messages/gerencial';
import { Button } from '../../primitives/Button';
import { CloseIcon, DownloadIcon, UploadIcon } from '../../primitives/icons';
import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import {
  problemCount,
  validRowsOffer,
  type ImportRowError,
  type ImportStatusRow,
} from './importStatus';
import { buildReportCsv, reportFileName } from './reportCsv';
import { saveFile } from './saveFile';

const t = GERENCIAL.import;
const labels = { ...t.reportColumns, wholeRow: t.wholeRow, wholeFile: t.wholeFile };

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
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

/**
 * The problems of one import, row by row (line, column, message), as the server listed them (at
 * most the first 100, with the count of all), and as a CSV to download.
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
  return (
    <Section id={id} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} ref={headingRef} tabIndex={-1}>
        {t.reportTitle(row.ims_nome_arquivo)}
      </h2>
      <p>{row.ims_situacao === 'FALHOU' ? t.reportNothingImported : t.reportSomeImported}</p>
      <p data-testid="report-summary">
        <strong>{t.reportSummary(problems.length, total)}</strong>
      </p>
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
        <Button
          variant={offer ? 'secondary' : undefined}
          icon={<DownloadIcon />}
          onClick={download}
        >
          {t.downloadReport}
        </Button>
        <Button variant="ghost" icon={<CloseIcon />} onClick={onClose}>
          {t.closeReport}
        </Button>
      </Actions>
      <ResponsiveTable
        caption={t.reportCaption}
        columns={columns}
        rows={problems}
        rowKey={(problem) => problem.key}
        cardTitle={(problem) =>
          `${labels.line} ${problem.linha > 0 ? problem.linha : labels.wholeFile}`
        }
      />
    </Section>
  );
}
