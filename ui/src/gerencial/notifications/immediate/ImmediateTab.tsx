import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useIsMobile } from '../../../primitives/useMediaQuery';
import { useInteractionNames } from '../api';
import { interactionLabel } from '../interactions';
import { useSentNotifications, useSentRecipients } from './api';
import { ImmediateFilter } from './ImmediateFilter';
import { defaultFilterValues, toImmediateQuery } from './immediateQuery';
import { RecipientsColumn } from './RecipientsColumn';
import { type ImmediateFilterValues } from './schema';
import { paddedId } from './SentNotificationCard';
import { SentNotificationsColumn } from './SentNotificationsColumn';

/** Two columns side by side on a desktop; stacked, notifications first, at 768 px and below. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  section {
    min-width: 0;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2:focus {
    outline: none;
  }
  .total {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .single {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * 'Envio Imediato': the notifications sent at once, filtered (25 days back to today unless told),
 * each with its delivery funnel, and the recipients of the one selected. The list loads on open
 * and again on every Filtrar; selecting the notification already selected reads nothing.
 */
export function ImmediateTab() {
  const names = useInteractionNames();
  const [applied, setApplied] = useState<ImmediateFilterValues>(() => defaultFilterValues());
  const query = useMemo(() => toImmediateQuery(applied), [applied]);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = useSentNotifications(query, page);
  const recipients = useSentRecipients(selectedId, query.interactions);
  const mobile = useIsMobile();
  const recipientsHeading = useRef<HTMLHeadingElement>(null);

  const filter = (values: ImmediateFilterValues) => {
    setSelectedId(null);
    setPage(1);
    const next = toImmediateQuery(values);
    // The same filter again is still a request: Filtrar always reads the list anew.
    if (JSON.stringify(next) === JSON.stringify(query) && page === 1) void list.mutate();
    else setApplied(values);
  };

  const select = (id: number) => {
    if (id === selectedId) return;
    setSelectedId(id);
    // Stacked, the recipients are below the whole list: bring them into view.
    if (mobile) recipientsHeading.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <ImmediateFilter names={names} onFilter={filter} summary={summaryOf(applied, names)} />
      <Columns>
        <section aria-labelledby="imediato-notificacoes">
          <h2 id="imediato-notificacoes">Notificações</h2>
          <SentNotificationsColumn
            list={list}
            page={page}
            onPage={(next) => {
              setPage(next);
              setSelectedId(null);
            }}
            selectedId={selectedId}
            onSelect={select}
            recipients={recipients.data}
            filteredByInteraction={query.interactions.length > 0}
            names={names}
          />
        </section>
        <section
          aria-labelledby="imediato-destinatarios"
          aria-busy={recipients.isLoading || undefined}
        >
          <h2 id="imediato-destinatarios" ref={recipientsHeading} tabIndex={-1}>
            Destinatários
          </h2>
          <RecipientsColumn
            key={`${selectedId}-${query.interactions.join()}`}
            selected={selectedId === null ? null : paddedId(selectedId)}
            recipients={recipients}
            names={names}
          />
        </section>
      </Columns>
    </>
  );
}

/** What the list holds, for the closed filter panel. */
function summaryOf(values: ImmediateFilterValues, names: ReadonlyMap<number, string>): string {
  const parts = [`Enviadas de ${values.startDate} a ${values.endDate}`];
  if (values.title.trim()) parts.push(`título “${values.title.trim()}”`);
  if (values.cpf) parts.push(`CPF ${values.cpf}`);
  if (values.name.trim()) parts.push(`nome “${values.name.trim()}”`);
  if (values.interactions.length)
    parts.push(
      `interações: ${[...values.interactions]
        .sort((a, b) => a - b)
        .map((s) => interactionLabel(s, names))
        .join(', ')}`,
    );
  return parts.join('; ');
}
