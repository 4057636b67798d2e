import { AppThemeProvider } from '@portal/ui/theme/ThemeProvider';

/** Shell only: the screens of this app arrive with their own issue. */
export function App() {
  return (
    <AppThemeProvider>
      <main id="conteudo">
        <h1>Portal Gerencial</h1>
        <p>Em Desenvolvimento</p>
      </main>
    </AppThemeProvider>
  );
}
