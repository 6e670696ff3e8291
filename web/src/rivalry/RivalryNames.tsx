import { useId, useState } from "react";
import { Panel } from "../components/Panel";
import { inputClass, mutedText, textLink } from "../components/styles";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { matchesName, shownNames } from "./names";

const RivalryNamesFragment = graphql(`
  fragment RivalryNames_rivalry on Rivalry {
    opponent {
      id
      username
    }
    byName {
      name
      played
      record {
        wins
        losses
        draws
      }
      points
    }
  }
`);

/** How many names show before "Show more". */
export const NAMES_PAGE = 10;

const cell = "px-2 py-1.5 text-right tabular-nums";

/**
 * The rivalry by sub-round name (the tracks, maps or events the two play): each name's wins and losses from the
 * viewer's side, draws, how often it was played and the points, most played first. A long list shows a page at a
 * time and can be searched.
 */
export function RivalryNames(props: { rivalry: FragmentType<typeof RivalryNamesFragment> }) {
  const { opponent, byName } = getFragmentData(RivalryNamesFragment, props.rivalry);
  const [search, setSearch] = useState("");
  const [shown, setShown] = useState(NAMES_PAGE);
  const searchId = useId();
  const found = byName.filter((record) => matchesName(record.name, search));
  const { rows, more } = shownNames(found, shown);
  return (
    <Panel title="By name">
      <p className={`${mutedText} mt-1`}>Each sub-round name (a track, a map, an event): your wins and losses.</p>
      {byName.length === 0 ? (
        <p className={`${mutedText} mt-2`}>No sub-rounds in your valid rounds yet.</p>
      ) : (
        <>
          {byName.length > NAMES_PAGE && (
            <div className="mt-3">
              <label htmlFor={searchId} className="sr-only">
                Find a name
              </label>
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setShown(NAMES_PAGE);
                }}
                placeholder="Find a name"
                autoComplete="off"
                className={`${inputClass} sm:max-w-xs`}
              />
            </div>
          )}
          <div className="mt-3 overflow-x-auto">
            <table className="w-full max-w-2xl text-sm">
              <caption className="sr-only">Your record against {opponent.username} by sub-round name</caption>
              <thead className="text-slate-600 dark:text-slate-300">
                <tr>
                  <th scope="col" className="px-2 py-1.5 text-left font-medium">
                    Name
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Won–lost
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Draws
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Played
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ name, played, record, points }) => (
                  <tr key={name} className="border-t border-slate-200 dark:border-slate-800">
                    <th scope="row" className="px-2 py-1.5 text-left font-semibold wrap-break-word">
                      {name}
                    </th>
                    <td className={`${cell} font-bold`}>{`${record.wins}–${record.losses}`}</td>
                    <td className={cell}>{record.draws}</td>
                    <td className={cell}>{played}</td>
                    <td className={cell}>{`${points[0]}–${points[1]}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {found.length === 0 && <p className={`${mutedText} mt-2`}>No name matches “{search.trim()}”.</p>}
          {more > 0 && (
            <button type="button" className={`${textLink} mt-3`} onClick={() => setShown(shown + NAMES_PAGE)}>
              Show {Math.min(more, NAMES_PAGE)} more of {found.length}
            </button>
          )}
        </>
      )}
    </Panel>
  );
}
