// 开放接口's state and actions (docs/company-api.md §17): the clients as the mall lists them, the row being edited,
// the 重置密钥/停用 question, and the one secret being shown (create and rotate put it there; closing the dialog
// drops it). Every change toasts the mall's answer and reads the clients and the audit again.
import { useCallback, useEffect, useState } from 'react';
import { appActions } from '#web/state/app-state.ts';
import { type ClientForm, type ClientView, openClientApi, type ShownSecret } from './open-client-api.ts';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; clients: ClientView[] };
export type Asking = { kind: 'rotate' | 'revoke'; client: ClientView } | null;

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败');

export function useOpenClients() {
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [editing, setEditing] = useState<number | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  // the audit is keyed by it: a change reads its first page again
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    try {
      setState({ kind: 'ready', clients: await openClientApi.clients() });
    } catch (error) {
      setState({ kind: 'failed', message: failure(error) });
    }
    setVersion((v) => v + 1);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change, toasts the mall's answer and reads everything again; false when refused. */
  const act = async (call: () => Promise<string>): Promise<boolean> => {
    try {
      appActions.toast(await call(), 'success');
      await load();
      return true;
    } catch (error) {
      appActions.toast(failure(error));
      return false;
    }
  };

  const create = (form: ClientForm) =>
    act(async () => {
      const answer = await openClientApi.create(form);
      setShown({ name: form.name, clientId: answer.data.client_id, secret: answer.data.client_secret, rotated: false });
      return answer.message;
    });

  const confirm = async () => {
    if (!asking) return;
    const { kind, client } = asking;
    setAsking(null);
    if (kind === 'revoke') {
      await act(() => openClientApi.revoke(client.id));
      return;
    }
    await act(async () => {
      const answer = await openClientApi.rotate(client.id);
      setShown({ name: client.name, clientId: client.client_id, secret: answer.data.client_secret, rotated: true });
      return answer.message;
    });
  };

  const save = async (id: number, form: ClientForm) => {
    const done = await act(() => openClientApi.update(id, form));
    if (done) setEditing(null);
    return done;
  };

  return { state, editing, setEditing, asking, setAsking, shown, closeSecret: () => setShown(null), version, create, confirm, save };
}
