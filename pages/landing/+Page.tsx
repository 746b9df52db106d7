import { useEffect, useState } from 'react';
import { SectionList } from '../../components/sections/SectionList.tsx';
import { dayIn } from '../../lib/season.ts';
import { seasonTimeZone, sectionsShownOn } from '../../lib/seasonalContent.ts';
import type { Data } from './+data.ts';

/**
 * Renders the default configuration on the server; `?landing=name` switches it after hydration, without the
 * seasonal items that ended since the build (the default's are hidden by the head script: renderer/headSeason.ts).
 */
export default function Page({ data }: { data: Data }) {
  const [sections, setSections] = useState(data.configurations[data.defaultConfiguration] ?? []);
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('landing');
    const chosen = wanted ? data.configurations[wanted] : undefined;
    if (chosen) setSections(sectionsShownOn(chosen, dayIn(Date.now(), seasonTimeZone(data.lang, undefined))));
  }, [data]);
  return <SectionList sections={sections} title={data.title} />;
}
