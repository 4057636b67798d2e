import { describe, expect, it } from 'vitest';
import { removalImpact, removalPushBody } from './botRemoval';

const ref = (noa_id: number, nod_cpf: string, noa_titulo = `Notificação ${noa_id}`) => ({
  noa_id,
  noa_titulo,
  nod_cpf,
});

describe('bot removal', () => {
  it('sends the scheduled notifications and their CPFs, each once', () => {
    const check = {
      notificationSchedule: [
        ref(3, '52998224725'),
        ref(3, '38140062162'),
        ref(9, '529.982.247-25'),
        ref(9, '11144477735'),
      ],
      notificationShow: [ref(7, '23910695884')],
    };
    expect(removalPushBody(check)).toEqual({
      arrayNoaIds: [3, 9],
      cpfs: ['52998224725', '38140062162', '11144477735'],
    });
  });

  it('sends nothing when nothing is scheduled, or the check failed', () => {
    expect(removalPushBody({ notificationSchedule: [], notificationShow: [ref(7, '1')] })).toBe(
      null,
    );
    expect(removalPushBody(null)).toBe(null);
  });

  it('summarizes one line per notification with its recipients', () => {
    const impact = removalImpact({
      notificationSchedule: [ref(3, 'a', 'Confirme'), ref(3, 'b', 'Confirme'), ref(3, 'a')],
      notificationShow: [ref(7, 'c', 'Ouvidoria')],
    });
    expect(impact.scheduled).toEqual([{ id: 3, title: 'Confirme', recipients: 2 }]);
    expect(impact.shown).toEqual([{ id: 7, title: 'Ouvidoria', recipients: 1 }]);
    expect(removalImpact(null)).toEqual({ shown: [], scheduled: [] });
  });
});
