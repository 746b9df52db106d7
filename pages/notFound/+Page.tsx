import { NotFound } from '../../components/errors/NotFound.tsx';
import type { Data } from './+data.ts';

export default function Page({ data }: { data: Data }) {
  return <NotFound home={data.home} />;
}
