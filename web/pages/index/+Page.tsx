import { useState } from 'react';
import { useData } from 'vike-react/useData';
export default function Page() {
  const data = useData<{ name: string }>();
  const [n, setN] = useState(0);
  return <div><h1>{data.name}</h1><button onClick={() => setN(n + 1)}>clicked {n}</button></div>;
}
