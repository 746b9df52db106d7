import { useEffect, useState } from 'react';
import { SectionList } from '../../components/sections/SectionList.tsx';
import type { Data } from './+data.ts';

/** Renders the default configuration on the server; `?landing=name` switches it after hydration. */
export default function Page({ data }: { data: Data }) {
  const [name, setName] = useState(data.defaultConfiguration);
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('landing');
    if (wanted && data.configurations[wanted]) setName(wanted);
  }, [data]);
  return <SectionList sections={data.configurations[name] ?? []} title={data.title} />;
}
