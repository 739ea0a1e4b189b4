/** The ratings' strings (game over, the account page) in English, Dutch and Finnish. */
import type { Strings } from "../../types";

export const RATING_STRINGS: Strings = {
  en: {
    "ratings.changes": "Rating changes",
    "ratings.change": "{name}: {before} → {after} ({change})",
    "ratings.provisional": "provisional",
    "ratings.title": "Ratings",
    "ratings.none": "No rated games yet.",
    "ratings.game": "{game}: {rating}",
    "ratings.record": "{games} rated games, {wins} won",
    "ratings.chart": "{game} rating over the last {count} rated games: from {first} to {last}",
    "ratings.rated": "Rated (needs a move clock; only signed-in players)",
  },
  nl: {
    "ratings.changes": "Veranderde ratings",
    "ratings.change": "{name}: {before} → {after} ({change})",
    "ratings.provisional": "voorlopig",
    "ratings.title": "Ratings",
    "ratings.none": "Nog geen partijen met rating.",
    "ratings.game": "{game}: {rating}",
    "ratings.record": "{games} partijen met rating, {wins} gewonnen",
    "ratings.chart": "Rating in {game} over de laatste {count} partijen: van {first} naar {last}",
    "ratings.rated": "Met rating (zetklok nodig; alleen aangemelde spelers)",
  },
  fi: {
    "ratings.changes": "Pisteiden muutokset",
    "ratings.change": "{name}: {before} → {after} ({change})",
    "ratings.provisional": "alustava",
    "ratings.title": "Pisteet",
    "ratings.none": "Ei vielä pisteytettyjä pelejä.",
    "ratings.game": "{game}: {rating}",
    "ratings.record": "{games} pisteytettyä peliä, {wins} voitettu",
    "ratings.chart": "Pelin {game} pisteet viimeisissä {count} pisteytetyssä pelissä: {first} → {last}",
    "ratings.rated": "Pisteytetty (vaatii siirtokellon; vain kirjautuneet pelaajat)",
  },
};
