import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppStoreProvider } from '../store/react';
import { appStore, connectI18n } from '../store/store';
import { App } from './App';
import './theme.css';
import './app.css';

// the app's store is where the page's language lives (a test connects its own store instead)
connectI18n(appStore);

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing');
createRoot(root).render(
  <StrictMode>
    <AppStoreProvider store={appStore}>
      <App />
    </AppStoreProvider>
  </StrictMode>,
);
