import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { failureMessage } from '../../api/failureMessage';
import { COMMON } from '../../messages/common';
import { submitWithToast } from '../../primitives/submitWithToast';
import { Tabs, useTabs } from '../../primitives/Tabs';
import { toast } from '../../primitives/toast';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useAdmin } from '../session/AdminSessionProvider';
import { isStateClient } from '../session/session';
import { useFormDraft } from '../session/useFormDraft';
import { GERENCIAL } from '../shared/messages';
import { useCategories, useCities, useFetchNews, useSaveNews } from './api';
import { NEWS } from './messages';
import { NewsForm } from './NewsForm';
import { EMPTY_NEWS, fromNews, newsResolver, toNewsRequest, type NewsValues } from './newsForm';
import { NewsSearch } from './NewsSearch';
import type { TextQuery } from '../shared/TextSearch';

const M = NEWS;

type TabId = 'form' | 'search';

/**
 * /clientes/news: 'Cadastrar Notícia' (or 'Editar Notícia') and 'Buscar por Notícias'. The form
 * lives here, above the tabs, so what was typed survives a look at the search tab; edit mode is
 * the form's own `id`, so it also survives a re-login (draft).
 */
export function NewsPage() {
  const { user } = useAdmin();
  const clientId = user.usc_id_clientes;
  const stateClient = isStateClient(user);
  const { coc_uf, coc_id_cidade } = user.cliente.configuration;

  const tabs = useTabs<TabId>('form');
  const [query, setQuery] = useState<TextQuery>({ text: '', page: 1 });
  const [resetCount, setResetCount] = useState(0);
  const [saving, setSaving] = useState(false);
  const [focusTitle, setFocusTitle] = useState(false);
  const inFlight = useRef(false);

  const form = useForm<NewsValues>({
    defaultValues: EMPTY_NEWS,
    resolver: newsResolver(stateClient),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useFormDraft('gerencial.news.form', form);
  const id = useWatch({ control: form.control, name: 'id' });
  const editing = id !== null;

  const categoriesRead = useCategories(clientId);
  const citiesRead = useCities(stateClient ? coc_uf : null);
  const fetchNews = useFetchNews();
  const save = useSaveNews(clientId);

  const clear = useCallback(() => {
    form.reset(EMPTY_NEWS);
    setResetCount((count) => count + 1);
  }, [form]);

  const submit = submitWithToast(form, async (values) => {
    // A second click while the first save runs sends nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const request = await toNewsRequest(values, {
        clientId,
        stateClient,
        cityId: coc_id_cidade,
      });
      await save(request);
      toast.success(request.kind === 'create' ? M.saved : M.updated);
      clear();
      if (request.kind === 'update') tabs.goTo('search');
    } catch (error) {
      // Nothing typed is lost: the form keeps its values for another try.
      toast.error(failureMessage(error, COMMON.serverError));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  });

  const openForEdit = async (newsId: number) => {
    const item = await fetchNews(newsId);
    form.reset(fromNews(item));
    setResetCount((count) => count + 1);
    tabs.goTo('form');
    setFocusTitle(true);
  };

  return (
    <>
      <ScreenHeader title={GERENCIAL.menu.newsCreate} description={M.screenIntro} />
      <Tabs
        label={GERENCIAL.menu.news}
        state={tabs}
        tabs={[
          {
            id: 'form',
            label: editing ? M.editTab : M.formTab,
            render: () => (
              <NewsForm
                form={form}
                stateClient={stateClient}
                categories={{
                  data: categoriesRead.data,
                  error: categoriesRead.error,
                  isLoading: categoriesRead.isLoading,
                  retry: () => void categoriesRead.mutate(),
                }}
                cities={{
                  data: citiesRead.data,
                  error: citiesRead.error,
                  isLoading: citiesRead.isLoading,
                  retry: () => void citiesRead.mutate(),
                }}
                saving={saving}
                resetCount={resetCount}
                onSubmit={(event) => void submit(event)}
                onCancel={clear}
                focusTitle={focusTitle}
                onTitleFocused={() => setFocusTitle(false)}
              />
            ),
          },
          {
            id: 'search',
            label: M.searchTab,
            render: () => (
              <NewsSearch
                clientId={clientId}
                query={query}
                onQuery={setQuery}
                onEdit={openForEdit}
                onRemoved={(removed) => {
                  if (form.getValues('id') === removed) clear();
                }}
              />
            ),
          },
        ]}
      />
    </>
  );
}

export default NewsPage;
