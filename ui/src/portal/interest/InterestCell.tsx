import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatApiDateOrRaw } from '../../domain/dates';
import { interestAnswerText } from '../../domain/interest';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { useIsMobile } from '../../primitives/useMediaQuery';
import { hasPatientDraft } from '../session/formDraft';
import { useSession } from '../session/session';
import { InterestAnswerForm, interestDraftKey } from './InterestAnswerForm';
import { INTEREST } from './messages';
import type { InterestQuestion } from './schema';

const Cell = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
  .ask {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * A request's 'Você ainda precisa?' on its row or card in 'Minhas solicitações': the question with
 * 'Responder', or the answer given with 'Mudar resposta'. The answer is written in a dialog on a
 * wide screen, and in place, under the card's question, on a phone (where a dialog leaves the form
 * no room once the text is enlarged). An answer interrupted by the end of the session (a 401) is
 * opened again with what the patient had chosen once they log in again.
 */
export function InterestCell({ question }: { question: InterestQuestion }) {
  const owner = useSession()?.user.id;
  // An answer the server's 401 interrupted opens again, as the patient left it, once they are back.
  const [open, setOpen] = useState(() => hasPatientDraft(interestDraftKey(question.id), owner));
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const answered = question.answer !== null;
  const inPlace = useIsMobile();
  return (
    <Cell>
      {answered ? (
        <p>
          {INTEREST.answered(
            formatApiDateOrRaw(question.answeredAt),
            interestAnswerText(question.answer, question.reason, question.reasonText),
          )}
        </p>
      ) : (
        <p className="ask">{INTEREST.heading}</p>
      )}
      {!(inPlace && open) && (
        <Button
          variant={answered ? 'ghost' : 'primary'}
          size="sm"
          aria-expanded={inPlace ? open : undefined}
          onClick={() => setOpen(true)}
        >
          {answered ? INTEREST.change : INTEREST.answerNow}
        </Button>
      )}
      {inPlace && open && (
        <InterestAnswerForm
          question={question}
          onAnswered={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      )}
      <Modal
        open={open && !inPlace}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
        title={INTEREST.column}
        size="md"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
              {INTEREST.cancel}
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              {INTEREST.submit}
            </Button>
          </>
        }
      >
        <p className="request">{INTEREST.requestLine(question.procedure)}</p>
        <InterestAnswerForm
          question={question}
          formId={formId}
          hideActions
          onBusyChange={setBusy}
          onAnswered={() => setOpen(false)}
        />
      </Modal>
    </Cell>
  );
}
