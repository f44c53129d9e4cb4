import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadHome } from './app/home-route.ts';
import { AppProviders } from './app/providers.tsx';
import './index.css';

const root = document.getElementById('root')!;
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );

// On `/` the server's HTML already shows Home's first screen (dist/home.html): the app draws once
// Home's code is in, so its first render is that same screen, not the loading state in between.
if (root.querySelector('[data-prerendered="home"]')) preloadHome().then(render, render);
else render();
