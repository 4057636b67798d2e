import { useId } from 'react';
import styled from 'styled-components';
import { clip, PREVIEW_LIMITS } from './sendForm';
import { SEND_TEXTS as T } from './sendTexts';

const Frame = styled.section`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .screen {
    min-width: 0;
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(3)}`};
    border: 8px solid #1b1b1b;
    border-radius: 28px;
    background: linear-gradient(160deg, #0c326f, #1b7f5a);
  }
  .card {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    min-width: 0;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: #ffffff;
    color: #1b1b1b;
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  .head {
    display: flex;
    min-width: 0;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: #555555;
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #1351b4;
    color: #ffffff;
    font-size: 0.625rem;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .app {
    flex: 1 1 0;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .title,
  .body {
    margin: 0;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  .title {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .body {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    line-clamp: 4;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .placeholder {
    color: #555555;
    font-style: italic;
  }
`;

export interface PushPreviewProps {
  title: string;
  body: string;
}

/**
 * The notification as a phone's lock screen shows it: app, 'agora', the title on one line and the
 * text on up to four, cut with an ellipsis. What is typed is text (never HTML). Screen readers get
 * the whole title and text once; the clipped copy is only for the eyes.
 */
export function PushPreview({ title, body }: PushPreviewProps) {
  const headingId = useId();
  const shownTitle = clip(title, PREVIEW_LIMITS.title);
  const shownBody = clip(body, PREVIEW_LIMITS.body);
  return (
    <Frame aria-labelledby={headingId} data-testid="push-preview">
      <h3 id={headingId}>{T.preview}</h3>
      <div className="screen">
        <div className="card">
          <div className="head">
            <span className="icon" aria-hidden="true">
              PT
            </span>
            <span className="app">{T.previewApp}</span>
            <span>{T.previewNow}</span>
          </div>
          <p className={shownTitle ? 'title' : 'title placeholder'} aria-hidden="true">
            {shownTitle || T.previewTitle}
          </p>
          <p className={shownBody ? 'body' : 'body placeholder'} aria-hidden="true">
            {shownBody || T.previewBody}
          </p>
          <p className="visually-hidden">{title.trim() || T.previewTitle}</p>
          <p className="visually-hidden">{body.trim() || T.previewBody}</p>
        </div>
      </div>
    </Frame>
  );
}
