import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, createStore } from './App';
import { PublicConfigContext } from './config/PublicConfigContext';
import { loadPublicConfig } from './config/publicConfig';
import { createI18nProvider, loadCatalogue } from './i18n';
import { initialLocale } from './i18n/locales';

/** Reads /public/config first: the languages offered and the drawer depend on it. */
async function start(): Promise<void> {
  const config = await loadPublicConfig();
  const store = createStore();
  store.setup();
  const stored = store.getItem<string>('locale');
  const locale = initialLocale(config.languages, stored, window.location.search, [...navigator.languages]);
  if (locale !== stored) {
    store.setItem('locale', locale);
  }
  document.documentElement.lang = locale;
  await loadCatalogue(locale);
  const i18nProvider = createI18nProvider(config.languages, locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PublicConfigContext.Provider value={config}>
        {/* Real paths, not react-admin's default hash router: the mailed links are /verify-email?token=... */}
        <BrowserRouter>
          <App i18nProvider={i18nProvider} store={store} />
        </BrowserRouter>
      </PublicConfigContext.Provider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  // Nothing rendered: say so rather than leave a blank page.
  console.error('the console could not start', error);
  document.getElementById('root')!.textContent = 'Callsheet could not start. Please reload the page.';
});
