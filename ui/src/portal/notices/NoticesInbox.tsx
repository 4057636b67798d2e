import { useRef, useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { formatApiDateOrRaw, formatDateTimeMinutes, parseApiDateTime } from '../../domain/dates';
import { Button } from '../../primitives/Button';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { PortalPagination } from '../../primitives/PortalPagination';
import { PageLoader } from '../../primitives/Spinner';
import { toast } from '../../primitives/toast';
import { NOTICES_PAGE_SIZE, useNotices, useReadAllNotices, useReadNotice } from './api';
import { InterestAnswerForm } from '../interest/InterestAnswerForm';
import { INTEREST } from '../interest/messages';
import { interestAnswerText } from '../../domain/interest';
import { NOTICES } from './messages';
import type { Notice } from './schema';

const Section = styled.section`
  h1:focus {
    outline: none;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
  .summary {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0 0 ${({ theme }) => theme.space(5)};
    padding: 0;
    list-style: none;
  }
`;

const Card = styled.article<{ $unread: boolean }>`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .tag {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .message {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  .answer {
    display: grid;
    justify-items: start;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0 0 ${({ theme }) => theme.space(4)};
    p {
      margin: 0;
    }
  }
`;

const when = (value: string | null) => {
  const date = parseApiDateTime(value);
  return date ? formatDateTimeMinutes(date) : (value ?? '');
};

/** A question's notice, opened: the answer given (with 'Mudar resposta'), or the form. */
function QuestionAnswer({ question }: { question: NonNullable<Notice['question']> }) {
  const [changing, setChanging] = useState(false);
  if (question.answer !== null && !changing)
    return (
      <div className="answer">
        <p>
          {INTEREST.answered(
            formatApiDateOrRaw(question.answeredAt),
            interestAnswerText(question.answer, question.reason, question.reasonText),
          )}
        </p>
        <Button variant="ghost" size="sm" onClick={() => setChanging(true)}>
          {INTEREST.change}
        </Button>
      </div>
    );
  return (
    <div className="answer">
      <InterestAnswerForm
        question={question}
        onAnswered={() => setChanging(false)}
        onCancel={changing ? () => setChanging(false) : undefined}
      />
    </div>
  );
}

interface NoticeCardProps {
  notice: Notice;
  onRead(id: string): Promise<void>;
}

/**
 * One notice: its title, when it came and whether it was read. 'Ler aviso' opens its text (the
 * detail) and reads it; 'Marcar como lida' reads it without opening. The card shows it read only
 * once the backend has confirmed.
 */
function NoticeCard({ notice, onRead }: NoticeCardProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const unread = notice.readAt === null;
  const headingId = `aviso-${notice.id}`;
  const textId = `aviso-texto-${notice.id}`;
  const read = async () => {
    setBusy(true);
    try {
      await onRead(notice.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby={headingId} $unread={unread}>
      <h2 id={headingId}>{notice.title}</h2>
      <p className="meta">
        {unread && <span className="tag">{NOTICES.unreadTag}</span>}
        {notice.kind === 'agendada' && <span>{NOTICES.scheduled}</span>}
        {notice.kind === 'automatica' && <span>{NOTICES.automatic}</span>}
        {notice.kind === 'pergunta' && <span>{NOTICES.question}</span>}
        <span>{NOTICES.sentOn(when(notice.sentAt))}</span>
        {!unread && <span>{NOTICES.readOn(when(notice.readAt))}</span>}
      </p>
      {open && (
        <p className="message" id={textId}>
          {notice.message}
        </p>
      )}
      {open && notice.question && <QuestionAnswer question={notice.question} />}
      <div className="actions">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? textId : undefined}
          onClick={() => {
            const opening = !open;
            setOpen(opening);
            if (opening && unread) void read();
          }}
        >
          {open ? NOTICES.close : NOTICES.open}
        </Button>
        {unread && !open && (
          <Button variant="ghost" size="sm" loading={busy} onClick={() => void read()}>
            {NOTICES.markRead}
          </Button>
        )}
      </div>
    </Card>
  );
}

export interface NoticesInboxProps {
  userId: number;
}

/** 'Avisos': the patient's notices, newest first, with the unread count and 'marcar todas'. */
export function NoticesInbox({ userId }: NoticesInboxProps) {
  const [page, setPage] = useState(1);
  const [markingAll, setMarkingAll] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, isValidating, mutate } = useNotices(userId, page);
  const readNotice = useReadNotice();
  const readAll = useReadAllNotices();

  const onRead = async (id: string) => {
    try {
      await readNotice(id);
    } catch (failure) {
      toast.error(failureMessage(failure, NOTICES.readFailed));
    }
  };
  const onReadAll = async () => {
    setMarkingAll(true);
    try {
      await readAll();
      toast.success(NOTICES.allRead);
    } catch (failure) {
      toast.error(failureMessage(failure, NOTICES.readFailed));
    } finally {
      setMarkingAll(false);
    }
  };

  let body;
  if (error) body = <ErrorState message={failureMessage(error)} onRetry={() => void mutate()} />;
  else if (isLoading && !data) body = <PageLoader label={NOTICES.loading} />;
  else if (!data || data.count === 0)
    body = <EmptyState title={NOTICES.empty} description={NOTICES.emptyDescription} />;
  else
    body = (
      <>
        <div className="bar">
          <p className="summary" role="status">
            {NOTICES.summary(data.count, data.unread)}
          </p>
          {data.unread > 0 && (
            <Button variant="secondary" loading={markingAll} onClick={() => void onReadAll()}>
              {NOTICES.markAllRead}
            </Button>
          )}
        </div>
        <ol aria-label={NOTICES.title}>
          {data.rows.map((notice) => (
            <li key={notice.id}>
              <NoticeCard notice={notice} onRead={onRead} />
            </li>
          ))}
        </ol>
        <PortalPagination
          total={data.count}
          limit={NOTICES_PAGE_SIZE}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            heading.current?.focus();
          }}
        />
      </>
    );

  return (
    <Section aria-labelledby="titulo-avisos" aria-busy={isValidating}>
      <h1 id="titulo-avisos" tabIndex={-1} ref={heading}>
        {NOTICES.title}
      </h1>
      {body}
    </Section>
  );
}

export default NoticesInbox;
