/** The simple page's send: POST /api/enviaNotificacao (sendNotification). */
import { useCallback } from 'react';
import { z } from 'zod';
import { useApi } from '../../../api/ApiProvider';
import { useRevalidate } from '../../../api/keys';
import { checkReply } from '../../../api/reply';
import { unwrap } from '../../../api/unwrap';
import { gerencialKeys } from '../../keys';
import { useAdmin } from '../../session/AdminSessionProvider';
import { SIMPLE_NOTIFICATION } from '../messages';

const sentSchema = z.object({ mensagem: z.string() });

export interface SimpleNotification {
  cpfs: string[];
  title: string;
  body: string;
  /** 'Apenas enviar' (true) or 'Enviar e salvar no banco' (false). */
  onlyPush: boolean;
}

export function useSendSimpleNotification() {
  const { api } = useApi();
  const clientId = useAdmin().user.usc_id_clientes;
  const revalidate = useRevalidate();
  return useCallback(
    async (notification: SimpleNotification) => {
      checkReply(
        sentSchema,
        await unwrap(
          api.POST('/api/enviaNotificacao', {
            body: { ...notification, data: {}, clientId },
          }),
          SIMPLE_NOTIFICATION.failed,
        ),
      );
      // A saved one shows up in Envio Imediato.
      void revalidate([...gerencialKeys.notifications(clientId)]);
    },
    [api, clientId, revalidate],
  );
}
