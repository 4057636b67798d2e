import { NEEDS_WRITE, track, type AdminContext, type S } from './context';

/** Chatbots: list, create (one refused for its key), update, search, removal check, delete. */
export async function chatbotSteps(ctx: AdminContext) {
  const { h, api, run, write } = ctx;
  await h.rest('chatbots', 'api', [200], () => api.GET('/api/blip-bot'));
  if (!write) {
    h.skip(
      'chatbot create (and a refused one), update, search, check, delete',
      'POST /api/blip-bot',
      NEEDS_WRITE,
    );
    return;
  }
  const removeBot = (id: number) => api.DELETE('/api/blip-bot', { params: { query: { id } } });
  await h.rest('chatbot with a short key is refused', 'api', [400], () =>
    api.POST('/api/blip-bot', {
      body: { bbo_id: 0, bbo_name: 'Bot curto', bbo_blip_key: 'curta', bbo_description: null },
    }),
  );
  track(ctx, 'chatbot (refused)', removeBot, 'bbo_id');
  const bot = await h.rest<S['BlipBot']>('chatbot create', 'api', [201], () =>
    api.POST('/api/blip-bot', {
      body: {
        bbo_id: 0,
        bbo_name: `Conformidade ${run}`,
        bbo_blip_key: `Y29uZm9ybWlkYWRl${run}`,
        bbo_description: 'Bot do teste de conformidade.',
      },
    }),
  );
  const tracked = track(ctx, 'chatbot', removeBot, 'bbo_id');
  if (bot) {
    await h.rest('chatbot update', 'api', [200], () =>
      api.PUT('/api/blip-bot', {
        body: {
          bbo_id: bot.bbo_id,
          bbo_name: bot.bbo_name,
          bbo_blip_key: bot.bbo_blip_key,
          bbo_description: 'Bot do teste de conformidade (alterado).',
        },
      }),
    );
    await h.rest('chatbot search by name', 'api', [200], () =>
      api.GET('/api/blip-bot', {
        params: { query: { search: `Conformidade ${run}`, isSearchByName: true } },
      }),
    );
    await h.rest('chatbot removal check', 'api', [200], () =>
      api.POST('/api/blip-bot/check-remove', { body: { bboId: bot.bbo_id } }),
    );
    if (await h.rest('chatbot delete', 'api', [200], () => removeBot(bot.bbo_id)))
      ctx.cleanup.done(tracked ?? '');
  } else {
    h.blocked('chatbot update, check, delete', 'PUT /api/blip-bot', 'the bot was not created');
  }
}
