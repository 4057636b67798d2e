import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../../api/failureMessage';
import { Button } from '../../../primitives/Button';
import { useDeletePushSubscription, useFetchPushKey, useSavePushSubscription } from './api';
import { PUSH } from './messages';
import { ownerOf, rememberOwner, usePushBrowser } from './pushBrowser';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    max-width: 60ch;
  }
  .on {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.success};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

export interface PushSectionProps {
  userId: number;
}

/**
 * 'Avisos neste navegador': turns on browser push of the patient's notices. Nothing is asked of
 * the browser before the patient clicks: then the permission, the worker, the subscription with
 * the backend's key, and the backend's copy of it; the section shows it on only once the backend
 * has confirmed. A browser this patient turned on before shows it on (confirmed again on the visit).
 */
export function PushSection({ userId }: PushSectionProps) {
  const browser = usePushBrowser();
  const fetchKey = useFetchPushKey();
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const [state, setState] = useState<State>('checking');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const settle = (next: State) => live && setState(next);
    (async () => {
      if (!browser.supported()) return settle('unsupported');
      if (browser.permission() === 'denied') return settle('denied');
      if (browser.permission() !== 'granted') return settle('off');
      const current = await browser.current();
      // Only the patient who turned it on in this browser sees it on; the backend confirms again.
      if (!current || ownerOf(current.json.endpoint) !== userId) return settle('off');
      await save(current.json);
      settle('on');
    })().catch(() => settle('off'));
    return () => {
      live = false;
    };
  }, [browser, save, userId]);

  const turnOn = async () => {
    setBusy(true);
    setError(null);
    try {
      let permission = browser.permission();
      if (permission !== 'granted') permission = await browser.requestPermission();
      if (permission === 'denied') return setState('denied');
      if (permission !== 'granted') return setError(PUSH.dismissed);
      const subscription = await browser.subscribe(await fetchKey());
      await save(subscription.json);
      rememberOwner(userId, subscription.json.endpoint);
      setState('on');
    } catch (failure) {
      setError(failureMessage(failure, PUSH.turnOnFailed));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setError(null);
    try {
      const current = await browser.current();
      if (current) {
        await remove(current.json.endpoint);
        // The backend pushes no more: the browser's own subscription goes too, as best it can.
        await current.unsubscribe().catch(() => false);
      }
      rememberOwner(userId, null);
      setState('off');
    } catch (failure) {
      setError(failureMessage(failure, PUSH.turnOffFailed));
    } finally {
      setBusy(false);
    }
  };

  const says: Record<State, string> = {
    checking: PUSH.checking,
    unsupported: PUSH.unsupported,
    denied: PUSH.denied,
    off: PUSH.intro,
    on: PUSH.on,
  };
  const canAct = state === 'off' || state === 'on' || state === 'denied';

  return (
    <Section aria-labelledby="titulo-avisos-navegador">
      <h2 id="titulo-avisos-navegador">{PUSH.title}</h2>
      <p role="status" className={state === 'on' ? 'on' : undefined}>
        {says[state]}
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {canAct && (
        <Button
          variant="secondary"
          loading={busy}
          onClick={() => void (state === 'on' ? turnOff() : turnOn())}
        >
          {state === 'on' ? PUSH.turnOff : PUSH.turnOn}
        </Button>
      )}
    </Section>
  );
}

export default PushSection;
