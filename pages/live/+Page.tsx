import { LivePage } from '../../components/live/LivePage.tsx';
import type { Data } from './+data.ts';

export default function Page({ data }: { data: Data }) {
  return <LivePage lang={data.lang} site={data.site} genericDescription={data.genericDescription} />;
}
