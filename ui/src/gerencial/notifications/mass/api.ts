/** The mass page's send: POST /patients/envia-notificacao-em-massa (sendMassNotification). */
import { useCallback } from 'react';
import { z } from 'zod';
import { useApi } from '../../../api/ApiProvider';
import { checkReply } from '../../../api/reply';
import { unwrap } from '../../../api/unwrap';
import { MASS_NOTIFICATION } from './messages';

const sentSchema = z.object({ msg: z.string() });

export interface MassNotification {
  not_titulo: string;
  not_mensagem: string;
  not_cpf: string[];
}

/** Errors carry the server's `msg`, else 'Falha ao Enviar Mensagem!'. */
export function useSendMassNotification() {
  const { api } = useApi();
  return useCallback(
    async (body: MassNotification) => {
      checkReply(
        sentSchema,
        await unwrap(
          api.POST('/patients/envia-notificacao-em-massa', { body }),
          MASS_NOTIFICATION.errorFallback,
        ),
      );
    },
    [api],
  );
}
