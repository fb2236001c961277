// Code-split parts of a server-rendered page (docs/adr/0100). A React.lazy part the server meets before its chunk
// was ever loaded in that process cannot finish on the server, and the browser then reports the boundary as an
// error while hydrating (React #419) — on the first views after every start. These parts wait for their own reads
// or the browser's storage anyway, so the server renders their fallback and the browser loads them once hydrated.
import { type ReactNode, Suspense, useEffect, useState } from 'react';

export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
}
