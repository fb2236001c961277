import { useData } from 'vike-react/useData';
import { MessagesScreen } from '#web/features/inbox/MessagesScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { filter, page, messages } = useData<Data>();
  return <MessagesScreen key={`${filter}:${page}`} filter={filter} page={page} messages={messages} />;
}
