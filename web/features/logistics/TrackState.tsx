// In place of a timeline: what the after-sales page can say about the order instead (not shipped yet, picked up
// in the store, delivered another way, the carrier not answering), with an optional way on.
import type { ReactNode } from 'react';
import './logistics.css';

export function TrackState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="track-state" data-testid="track-state">
      <p className="track-state-title">{title}</p>
      <p>{text}</p>
      {children ? <div className="track-state-next">{children}</div> : null}
    </div>
  );
}
