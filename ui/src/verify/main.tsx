import './verify.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VerifyPage } from './VerifyPage';

// The verify page's own entry (ui/verify.html): plain React and one small stylesheet, none of the staff app.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <VerifyPage />
  </StrictMode>,
);
