/**
 * `Rivalry.byName` over a long rivalry (issue 32): two players with 50 competitions of 20 rounds × 10 sub-rounds
 * (10,000 sub-rounds), their names the 32 tracks of a kart game, one competition in five spelling them in capitals
 * (the same names, compared as API.md says). The pair is seeded when the figure runs, beside the bench's own data.
 */
import { parse } from "graphql";
import { befriend, signUp } from "@rivals/server/test-support";
import { operation, type Bench } from "./pair";
import { bigCompetition, inParallel, ROUNDS, SUB_ROUNDS } from "./seed";

export const NAMED_COMPETITIONS = 50;

export const NAMES_FIGURE = `\`rivalry.byName\`, ${NAMED_COMPETITIONS} competitions × ${ROUNDS} rounds × ${SUB_ROUNDS} sub-rounds`;

const TRACKS = [
  "Luigi Circuit",
  "Moo Moo Meadows",
  "Mushroom Gorge",
  "Toad's Factory",
  "Mario Circuit",
  "Coconut Mall",
  "DK Summit",
  "Wario's Gold Mine",
  "Daisy Circuit",
  "Koopa Cape",
  "Maple Treeway",
  "Grumble Volcano",
  "Dry Dry Ruins",
  "Moonview Highway",
  "Bowser's Castle",
  "Rainbow Road",
  "GCN Peach Beach",
  "DS Yoshi Falls",
  "SNES Ghost Valley 2",
  "N64 Mario Raceway",
  "N64 Sherbet Land",
  "GBA Shy Guy Beach",
  "DS Delfino Square",
  "GCN Waluigi Stadium",
  "DS Desert Hills",
  "GBA Bowser Castle 3",
  "N64 DK's Jungle Parkway",
  "GCN Mario Circuit",
  "SNES Mario Circuit 3",
  "DS Peach Gardens",
  "GCN DK Mountain",
  "N64 Bowser's Castle",
];

/** The web app's rivalry page asks for the same fields of each name (web/src/rivalry/RivalryNames.tsx). */
const BY_NAME = parse(`
  query RivalryByName($username: String!) {
    rivalry(username: $username) {
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
  }
`);

/** Seeds the long rivalry (of `competitions`) and answers the read of its names, as its first player sends it. */
export async function namesRivalry(bench: Bench, competitions = NAMED_COMPETITIONS) {
  const { app } = bench;
  const [viewer, opponent] = [await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, viewer, opponent);
  await inParallel(Array.from({ length: competitions }), 4, async (_, index) => {
    const spelled = (name: string) => (index % 5 === 0 ? name.toUpperCase() : name);
    await bigCompetition(app, viewer, opponent, false, ROUNDS, (r, s) =>
      spelled(TRACKS[(index + r * SUB_ROUNDS + s) % TRACKS.length]),
    );
  });
  return operation(BY_NAME, "RivalryByName", { username: opponent.username }, viewer.cookie);
}
