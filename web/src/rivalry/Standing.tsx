import { getFragmentData, type FragmentType } from "../graphql/generated";
import { MyStandingFragment } from "./standing";

/** The viewer's rating and record (W-L-D) against everyone. */
export function Standing(props: { me: FragmentType<typeof MyStandingFragment> }) {
  const { rating, record } = getFragmentData(MyStandingFragment, props.me);
  return (
    <dl className="shrink-0 text-right text-sm">
      <div>
        <dt className="mr-1 inline text-slate-500 dark:text-slate-400">Rating</dt>
        <dd className="inline font-bold tabular-nums">{rating}</dd>
      </div>
      <div>
        <dt className="mr-1 inline text-slate-500 dark:text-slate-400">Record (W-L-D)</dt>
        <dd className="inline font-bold tabular-nums">
          {record.wins}-{record.losses}-{record.draws}
        </dd>
      </div>
    </dl>
  );
}
