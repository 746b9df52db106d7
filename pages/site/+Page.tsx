import { SectionList } from '../../components/sections/SectionList.tsx';
import type { Data } from './+data.ts';

export default function Page({ data }: { data: Data }) {
  return <SectionList sections={data.page.structure} site={data.site} title={data.page.title} />;
}
