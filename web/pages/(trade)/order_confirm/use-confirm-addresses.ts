// The confirm page's addresses (docs/screens.md a.6): the list, the address dialog, and what follows a save —
// the saved address chosen (or the first one when the chosen one is gone), priced again when it was edited.
import { useState } from 'react';
import type { AddressView } from '#web/features/address/address-form.ts';
import { appActions } from '#web/state/app-state.ts';

export function useConfirmAddresses(
  initialAddresses: AddressView[],
  chosenId: number,
  choose: (patch: { addressId: number }) => void,
  recheck: () => unknown,
) {
  const [addresses, setAddresses] = useState(initialAddresses);
  const [dialog, setDialog] = useState<{ editing: AddressView | null } | null>(null);

  const afterAddressSaved = async (id: number) => {
    setDialog(null);
    try {
      // the units' addresses (§13.6) stay after the buyer's own, as the page read them
      // the address calls load with the dialog that saved, not with the page
      const { loadAddresses } = await import('#web/features/address/address-api.ts');
      const list = [...(await loadAddresses()), ...initialAddresses.filter((item) => item.unitName)];
      setAddresses(list);
      if (id > 0) choose({ addressId: id });
      else if (!list.some((item) => item.id === chosenId)) choose({ addressId: list[0]?.id ?? 0 });
      // An edited address may have moved: price it again for the same id.
      if (id === chosenId) void recheck();
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '加载失败');
    }
  };

  return { addresses, dialog, setDialog, afterAddressSaved, address: addresses.find((item) => item.id === chosenId) ?? null };
}
