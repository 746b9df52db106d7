import { ManageBooking } from '../../components/manage/ManageBooking.tsx';
import type { Data } from './+data.ts';

export default function Page({ data }: { data: Data }) {
  return <ManageBooking site={data.site} restaurant={data.restaurant} />;
}
