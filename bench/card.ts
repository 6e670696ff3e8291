/**
 * The share card (issue 33): `GET /competitions/<id>/card.png` of a public competition, drawn once for what it shows
 * and kept after. Rivals only: the floor draws no cards. A new card is drawn each time the competition changes what
 * the card shows (here its name); a repeat is the same request again, answered from the kept PNG after the page's
 * one read. Each request runs alone, so the time is the card's own.
 */
import { createCompetition, SETUP_UPDATE_COMPETITION_INFO } from "@rivals/server/test-support";
import { median } from "./load";
import type { Figure } from "./pair";
import { call } from "./seed";

const CARDS = Number(process.env.BENCH_CARDS ?? 5);
const REPEATS = Number(process.env.BENCH_CARD_REPEATS ?? 20);

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** How long one GET of the card takes, checking that it is a PNG. */
async function timedCard(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - start;
  if (response.status !== 200 || body.subarray(1, 4).toString() !== "PNG")
    throw new Error(`no card: ${response.status}`);
  return elapsed;
}

export const cardFigure: Figure = async (bench) => {
  const { viewer, opponent } = bench.fixture;
  const { url } = bench.app;
  const { id } = await createCompetition(url, viewer, opponent, "Bench card 0");
  await call(url, viewer, SETUP_UPDATE_COMPETITION_INFO, { id, public: true });
  const card = `${url}/competitions/${id}/card.png`;
  const processFirst = await timedCard(card);
  const firsts: number[] = [];
  const repeats: number[] = [];
  for (let drawn = 1; drawn <= CARDS; drawn++) {
    await call(url, viewer, SETUP_UPDATE_COMPETITION_INFO, { id, name: `Bench card ${drawn}` });
    firsts.push(await timedCard(card));
    for (let repeat = 0; repeat < REPEATS / CARDS; repeat++) repeats.push(await timedCard(card));
  }
  return [
    {
      figure: `share card (1200×630 PNG): a new card drawn, median of ${CARDS}`,
      rivals: `${ms(median(firsts))} (the process's first: ${ms(processFirst)}, fonts loaded)`,
      floor: "",
      ratio: "",
    },
    {
      figure: `share card: the same card again, kept, median of ${repeats.length}`,
      rivals: ms(median(repeats)),
      floor: "",
      ratio: "",
    },
  ];
};
