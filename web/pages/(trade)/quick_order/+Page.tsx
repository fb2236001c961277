import { QuickOrderScreen } from '#web/features/quick-order/QuickOrderScreen.tsx';

export default function Page() {
  return <QuickOrderScreen />;
}
