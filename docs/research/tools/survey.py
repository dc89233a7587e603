"""Builds notes/scenario-survey.md from the 47 reference files and the importer's verdicts
(notes/tools/import-check.json, made by `npx tsx notes/tools/import-check.ts --json`)."""
import json, glob, os, re, collections

DIR = '/work/shared/reference/expansion-scenarios'
OUT = '/work/h-research/notes/scenario-survey.md'
imp = json.load(open('/work/h-research/notes/tools/import-check.json'))
opts = {}
for line in open(os.path.join(DIR, 'OPTIONS.md')):
    m = re.match(r'\| (\S+\.m44\.json) \| (.*) \|\s*$', line)
    if m: opts[m.group(1)] = m.group(2)

# name -> (meaning, importer status)
TERRAIN = {
 'woods': ('Forest', 'mapped (forest)'), 'hills': ('Hill', 'mapped (hill)'), 'buildings': ('Town/village', 'mapped (town)'),
 'church': ('Church: town + ignore 1 flag (Terrain Pack)', 'mapped as plain town (flag rule lost, warned)'),
 'river': ('River (impassable)', 'mapped (river)'), 'curve': ('River bend', 'mapped (river)'), 'hedgerow': ('Hedgerow', 'mapped'),
 'mountain': ('Mountain (card 30) unless a behavior makes it an impassable hill', 'refused bare; mapped with IMPASSABLE_* behavior'),
 'wforest': ('Winter forest = forest', 'refused (should map to forest)'), 'wvillage': ('Winter village = town', 'refused (should map to town)'),
 'pvillage': ('Pacific village = town (FAQ Peleliu)', 'refused (should map to town)'), 'bled': ('Desert village (Mediterranean) = town (proposed)', 'refused'),
 'dhill': ('Desert hill = hill', 'refused (should map to hill)'), 'whill': ('Winter hill = hill', 'refused (should map to hill)'),
 'palmtrees': ('Palm forest = forest (FAQ)', 'refused (should map to forest)'),
 'wriver': ('Winter river = river (frozen only if the scenario says)', 'refused'), 'wcurved': ('Winter river bend', 'refused'),
 'riverFR': ('River fork = river', 'refused'), 'pmouth': ('River mouth (Pacific) = river/coast', 'refused'),
 'coast': ('Coastline = ocean (FAQ)', 'refused (should map to ocean)'), 'coastcurve': ('Coastline bend = ocean', 'refused'),
 'pbeach': ('Pacific beach = beach', 'refused'), 'marshes': ('Marshes (card 28)', 'refused'), 'wmarshes': ('Winter marshes', 'refused'),
 'lakeA': ('Lake (card 26), impassable', 'refused'), 'lakeC': ('Lake (card 26), impassable', 'refused'),
 'dam': ('Dam (card 20)', 'refused'), 'fortress': ('Fortress (card 24)', 'refused'), 'wruins': ('City ruins (card 45)', 'refused'),
 'wfactory': ('Factory complex (card 21) = town', 'refused'), 'whillforest': ('Hill with forest (card 48)', 'refused'),
 'whillvillage': ('Hill with village (card 49)', 'refused'), 'wravine': ('Ravine (card 50)', 'refused'),
 'ptrenches': ('Trenches (card 51)', 'refused'), 'descarpment': ('Escarpment (card 63), text missing', 'refused'),
 'dridge': ('Erg/ridge (card 64)', 'refused'), 'oasis': ('Oasis', 'refused'), 'wadi': ('Wadi (card 44)', 'refused'),
 'wcurve': ('Wadi bend (desert file 1346)', 'refused'), 'pairfield': ('Airfield (card 16)', 'refused'),
 'pairfieldX': ('Airfield variant (card 16)', 'refused'), 'pcave': ('Caves on hills (card 52)', 'refused'),
 'pheadquarter': ('HQ & supply tent (card 56)', 'refused'), 'phospital': ('Hospital (recovery action)', 'refused'),
 'camp': ('Camp (HQ tent or prison camp; unclear)', 'refused'), 'dcamp': ('Desert camp (unclear, HQ tent family)', 'refused'),
 'pjungle': ('Jungle (card 57)', 'refused'), 'price': ('Rice paddies (card 60), no text', 'refused'),
 'rail': ('Railroad tracks (card 38)', 'refused'), 'railcurve': ('Railroad curve', 'refused'), 'wrail': ('Winter railroad', 'refused'),
 'wrailcurve': ('Winter railroad curve', 'refused'), 'station': ('Railroad station (card 39)', 'refused'),
 'road': ('Road (card 42)', 'refused'), 'roadcurve': ('Road bend', 'refused'), 'roadFL': ('Road fork (left)', 'refused'),
 'roadFR': ('Road fork (right)', 'refused'), 'roadX': ('Crossroads', 'refused'), 'roadY': ('Road Y fork', 'refused'),
 'wroad': ('Winter road', 'refused'), 'wroadcurve': ('Winter road bend', 'refused'), 'wroadFL': ('Winter road fork', 'refused'),
 'wroadFR': ('Winter road fork', 'refused'), 'wroadY': ('Winter road Y', 'refused'), 'droad': ('Desert road', 'refused'),
 'droadcurve': ('Desert road bend', 'refused'), 'hillroad': ('Road over a hill (hill + road)', 'refused'),
 'hillcurve': ('Road bend over a hill', 'refused'),
}
RECT = {'bridge': ('Bridge', 'mapped'), 'bunker': ('Bunker (owner side)', 'mapped'), 'wbridge': ('Winter bridge = bridge', 'refused (should map to bridge)'),
 'pbunker': ('Pacific bunker', 'refused'), 'dbunker': ('Desert bunker', 'refused'), 'casemate': ('Field bunker (FAQ River Bug)', 'refused'),
 'ford': ('Ford (card 41)', 'refused'), 'loco': ('Train locomotive (unit)', 'refused'), 'wagon': ('Train wagon (unit)', 'refused'),
 'barge': ('Landing craft (ocean rows)', 'refused'), 'pcarrier': ('Aircraft carrier', 'refused'), 'pdestroyer': ('Destroyer', 'refused')}
OBST = {'sand': ('Sandbags', 'mapped'), 'wire': ('Wire', 'mapped'), 'hedgehog': ('Hedgehogs', 'mapped')}
BEHAV = {'STEEP_HILL': ('Steep hill (2-hex climb)', 'refused'), 'FORDABLE_STREAM': ('Fordable stream (card 61)', 'refused'),
 'HEADQUARTER': ('HQ for Capture HQ rule', 'refused'), 'OASIS_RECOVERY': ('Oasis recovery action', 'refused'),
 'CAN_IGNORE_ONE_FLAG': ('unit may ignore 1 flag', 'refused'), 'ARMOR_MOVE_TWO': ('armor moves 2 max', 'refused')}
TAGS = {'medal0': ('Objective for either side (or medal.side)', 'mapped to both sides; majority refused; side/any_hex ignored'),
 'medal1': ('Allied (US) objective', 'mapped; majority refused'), 'medal2': ('Axis (German) objective', 'mapped; turn_start refused'),
 'medal4': ('Allied (British) objective', 'mapped'), 'medal6': ('Allied (Soviet) objective', 'mapped'),
 'medal7': ('Axis (Japanese) objective', 'refused (should map to Axis)'),
 'tag1': ('Battle star marker (scenario-specific: paradrop target, reinforcement)', 'refused'),
 'tag3': ('Minefield (behavior MINE_FIELD, side = layer)', 'refused'), 'tag4': ('Exit marker (arrow)', 'refused'),
 'tag5': ('Exit markers sideways pair (+group of exit hexes)', 'refused')}
UNITS = {'inf': 'Infantry', 'inf2': 'Special forces / elite infantry', 'tank': 'Armor', 'tank2': 'Elite armor (4 fig.; nbr_units 1 = Tiger)', 'gun': 'Artillery', 'veh': 'Vehicle (truck/half-track family)'}
NATION = {'ger': 'German', 'us': 'US', 'brit': 'British', 'ru': 'Soviet', 'jp': 'Japanese', 'it': 'Italian', 'fr': 'French'}
RULE_BADGES = {'gun:badge5': 'Big Gun', 'inf:badge26': 'Sniper', 'inf:badge27': 'Sniper', 'inf:badge29': 'Cavalry',
 'inf2:badge6': 'Combat Engineers', 'inf2:badge8': 'Combat Engineers', 'inf2:badge12': 'Combat Engineers', 'inf2:badge28': 'Combat Engineers', 'inf2:badge30': 'Ski Troops'}
DECOR = {'badge1', 'badge2', 'badge3', 'badge4'}

def split_unit(n):
    for p in ('inf2', 'tank2', 'inf', 'tank', 'gun', 'veh'):
        if n.startswith(p): return p, n[len(p):]
    return n, ''

def unit_status(name, badge, nbr, beh):
    p, nat = split_unit(name)
    if p == 'veh': return 'refused (unknown unit name)'
    if beh and beh not in ('FRENCH_RESISTANCE', 'GERMAN_2VICTANK'): return f'refused (behavior {beh})'
    if badge:
        r = RULE_BADGES.get(f'{p}:{badge}')
        if r: return f'refused ({r})'
    if p == 'tank2' and nat == 'ger' and nbr == 1: return 'refused (Tiger)'
    if badge and badge not in DECOR: return 'mapped; unknown badge kept as decoration (warning)'
    return 'mapped'

files = sorted(glob.glob(os.path.join(DIR, '*.m44.json')))
glob_counts = collections.defaultdict(collections.Counter)  # key -> file -> count
out = []
per = []
for f in files:
    b = os.path.basename(f)
    d = json.load(open(f))
    fid = b.split('-')[0]
    lines = [f'### {b}', '']
    gi = d.get('game_info', {})
    if 'board' not in d:
        lines.append('- Not a scenario: a **campaign** file (`campaignId`, `scenarios.list` ' + json.dumps(d.get('scenarios', {}).get('list')) + '). No board, no units.')
    else:
        bd = d['board']
        lines.append(f"- Board: `{bd.get('type')}` / face `{bd.get('face')}`; front {gi.get('front')}; sides p1 {gi.get('side_player1')} ({gi.get('country_player1')}) / p2 {gi.get('side_player2')} ({gi.get('country_player2','-')}); cards {gi.get('cards_player1')}/{gi.get('cards_player2')}; medals {gi.get('victory_player1')}/{gi.get('victory_player2')}; starts {gi.get('starting')}")
        c = collections.Counter(); u = collections.Counter(); t = collections.Counter()
        for h in bd['hexagons']:
            for k, tbl in (('terrain', 'terrain'), ('rect_terrain', 'rect'), ('obstacle', 'obstacle')):
                if k in h:
                    n = h[k]['name'] + (f"+{h[k]['behavior']}" if h[k].get('behavior') else '')
                    c[f'{tbl}:{n}'] += 1
                    glob_counts[f'{tbl}:{h[k]["name"]}'][fid] += 1
                    if h[k].get('behavior'): glob_counts[f'behavior:{h[k]["behavior"]}'][fid] += 1
            if 'unit' in h:
                x = h['unit']
                key = x['name'] + (f"+{x['badge']}" if x.get('badge') else '') + (f"+{x['behavior']}" if x.get('behavior') else '') + (f" (nbr_units {x['nbr_units']})" if 'nbr_units' in x else '')
                u[key] += 1
                glob_counts['unit:' + x['name'] + (f"+{x['badge']}" if x.get('badge') else '') + (' nbr1' if x.get('nbr_units') == 1 else '')][fid] += 1
                if x.get('behavior'): glob_counts[f'behavior:{x["behavior"]}'][fid] += 1
            for tg in h.get('tags', []):
                extra = []
                if tg.get('behavior'): extra.append(tg['behavior'])
                if tg.get('side'): extra.append('side ' + tg['side'])
                if tg.get('medal'): extra.append('medal ' + json.dumps(tg['medal'], sort_keys=True))
                if tg.get('group'): extra.append('group ' + ','.join(tg['group']))
                t[tg['name'] + (' [' + '; '.join(extra) + ']' if extra else '')] += 1
                glob_counts['tag:' + tg['name']][fid] += 1
        lines.append('- Terrain / rect_terrain / obstacle: ' + (', '.join(f'`{k}` ×{v}' for k, v in sorted(c.items())) or 'none'))
        lines.append('- Tags: ' + (', '.join(f'`{k}` ×{v}' for k, v in sorted(t.items())) or 'none'))
        lines.append('- Units (name+badge+behavior): ' + ', '.join(f'`{k}` ×{v}' for k, v in sorted(u.items())))
        if bd.get('labels'): lines.append(f"- Labels: {len(bd['labels'])}")
    keys = sorted(gi.keys())
    lines.append('- game_info keys: ' + ', '.join(keys) + (f"; victory: `{json.dumps(gi['victory'])}`" if 'victory' in gi else ''))
    lines.append('- `options` key in the file: ' + ('`' + json.dumps(gi['options']) + '`' if 'options' in gi else 'absent') +
                 '. Options in force per OPTIONS.md (not in the file): ' + opts.get(b, '?'))
    other = [k for k in d.keys() if k not in ('meta_data', 'game_info', 'board', 'text')]
    if other:
        lines.append('- Other top-level keys: ' + ', '.join(f'`{k}`' + (': ' + json.dumps(d[k])[:400] if k != 'scenarios' else '') for k in other))
    r = imp[b]
    if r['ok']:
        lines.append('- Importer: **ok**' + (' — warnings: ' + '; '.join(r['warnings']) if r['warnings'] else ''))
    else:
        lines.append('- Importer: **refused**')
        for x in r.get('unsupported', []): lines.append(f'  - unsupported: {x[:300]}' + ('…' if len(x) > 300 else ''))
        for p in r.get('problems', []): lines.append(f"  - problem: {p['path']}: {p['message']}")
    lines.append('')
    per.append('\n'.join(lines))

ok = [b for b in imp if imp[b]['ok']]
head = f"""# Survey of the 47 expansion scenario files

Generated by `notes/tools/survey.py` from `/work/shared/reference/expansion-scenarios/*.m44.json`, with the
current importer's verdicts from `notes/tools/import-check.ts` (run: `cd /work/h-research && npx tsx
notes/tools/import-check.ts` for text, `--json` for `notes/tools/import-check.json`; raw text output saved in
`notes/tools/import-check.out.txt`). Rules meaning of each name: `notes/terrain-table.md`.

## Headline

- 47 files = **44 scenarios + 3 campaign files** (CB1-2, CB1-5, CB1-6: `campaignId` + `scenarios.list`, no board);
  the importer reports them as "board must be an object" problems — it should recognise and say "campaign file".
- Importer: **{len(ok)} ok** ({', '.join(ok)}), **{47-len(ok)} refused**.
- None of the 47 files carries `game_info.options`: the options in OPTIONS.md (Blitz, Commissar, Gung-Ho, night,
  desert, deck variants) come from the online edition, not from the file. So "ok" does **not** mean the battle is
  complete: 12496 Kalatch and 4155 Pruzana import "ok" without the Commissar (and Blitz) rule they need.
- Boards: STANDARD 34 (COUNTRY 22, WINTER 7, DESERT 5), BRKTHRU 9 (COUNTRY 3, BEACH 3, WINTER 2, DESERT 1), OVERLORD 1.
- Extra keys the importer ignores: `equipment_packs` (12 files; lists compulsory features such as EXIT_MARKER,
  MINE_FIELD, NIGHT_ATTACK, FROZEN_RIVER, RUSSIAN_COMMISSAR, CAPTURE_HQ, PERMANENT_MEDALS and badge captions such as
  BADGE6 "Engineers", BADGE4 elite units) — useful evidence of the rules in force; tag keys `behavior` and `side`;
  medal keys `side`, `any_hex`.

## Per file

"""
per_text = '\n'.join(per)

# summary
rows = []
def fmt_files(cnt): return ', '.join(f'{k}' for k in sorted(cnt, key=lambda s: (len(s), s)))
for key in sorted(glob_counts):
    cat, name = key.split(':', 1)
    cnt = glob_counts[key]
    total = sum(cnt.values())
    if cat == 'terrain': meaning, st = TERRAIN.get(name, ('?', '?'))
    elif cat == 'rect': meaning, st = RECT.get(name, ('?', '?'))
    elif cat == 'obstacle': meaning, st = OBST.get(name, ('?', '?'))
    elif cat == 'behavior':
        if name in ('EXIT_MARKER', 'MINE_FIELD'): continue
        meaning, st = BEHAV.get(name, ('?', '?'))
    elif cat == 'tag': meaning, st = TAGS.get(name, ('?', '?'))
    else:
        nm = name.split(' ')[0]; base, badge = (nm.split('+') + [None])[:2]
        p, nat = split_unit(base)
        meaning = f"{UNITS.get(p, p)}, {NATION.get(nat, nat)}" + (f", {badge}" if badge else '') + (' (1 figure)' if name.endswith('nbr1') else '')
        if badge and f'{p}:{badge}' in RULE_BADGES: meaning += f' = {RULE_BADGES[p + ":" + badge]}'
        elif badge in DECOR: meaning += ' (decorative nation/elite badge, VOCAB)'
        elif badge: meaning += ' (badge not identified in our documents)'
        st = unit_status(base, badge, 1 if name.endswith('nbr1') else None, None)
    rows.append(f'| {cat} | `{name}` | {len(cnt)} | {total} | {meaning} | {st} | {fmt_files(cnt)} |')

summary = """
## Summary: every distinct name across the 47 files

Categories: terrain (`hexagons[].terrain.name`), rect (`rect_terrain`), obstacle, behavior (on terrain or unit;
tag behaviors EXIT_MARKER / MINE_FIELD are folded into tag3/tag4/tag5), tag, unit (+badge; "nbr1" = nbr_units 1).
"Importer" = what `src/scenario/m44.ts` does today: **mapped** (played), **refused** (the whole file is refused and
the name listed as unsupported), **ignored** (dropped with or without a warning).

| cat | name | files | count | meaning | importer | file ids |
|---|---|---|---|---|---|---|
""" + '\n'.join(rows) + """

Notes on the summary:

- Ignored, not refused: tag keys `behavior`/`side` and medal keys `side`/`any_hex` (warnings), `equipment_packs`,
  `packs`, `orientation` (dropped with a count: wrong for roads, rails, wadis, fords, whose shape and connections
  depend on it), `labels` with empty text.
- Unit `behavior` values: FRENCH_RESISTANCE and GERMAN_2VICTANK mapped; CAN_IGNORE_ONE_FLAG (4085) and
  ARMOR_MOVE_TWO (8044) refused.
- Badges not identified in our documents (importer keeps them as decoration with a warning, so a unit that may be a
  special unit is silently played as a plain one): badge9, badge22 (inf2us), badge24 (inf2brit, tank2brit),
  badge25 (inf2ru, tank2ru), badge33 (tank2brit), badge35 (gun ger/us/brit), badge37 (inf ger/brit/ru/us),
  badge38 (inf/tank ger), badge41 (inf ger/jp), badge46 (gunger, one with nbr_units 1). By the Equipment Pack's
  unit list these are likely equipment-pack units (mortars, anti-tank guns, machine guns, tank destroyers, Flak 88,
  halftracks...), i.e. *rule* badges: they should be refused, not decorated, until identified.
  `equipment_packs` captions confirm only BADGE1 (British, "4th Royal Tank Regiment", 7269), BADGE4 (elite:
  "1st SS Panzer", "3rd Fallschirmjäger", "Elite Troops"), BADGE6 ("Engineers", 12498).
- `inf2brit+badge3` (1 in 6541 Breakthrough to the Beach): the importer turns inf2 + badge3 into **French
  Resistance** (3 figures, 1-3 hex retreats); the FAQ says this unit is the French commando and "is also Special
  Forces" (FAQ:4294). So badge3 is a French *nationality* badge: right for 5841's `inf2us+badge3` ×10 (Elster's
  Column: FFI), wrong for 6541. `tank2us+badge3` (4643 Abbeville) are French elite tanks (FAQ:4251), importer OK.
- `infger+badge6` (1434, 6370, 6380, 9956): the Engineers badge on a *standard* infantry symbol. RULE_BADGES only
  knows `inf2:badge6`, so the importer warns "not a known badge" and plays them as plain infantry instead of
  refusing them as Combat Engineers. Same pattern: `infger+badge30` (9956) = Ski troops on `inf`, not `inf2`.
"""
open(OUT, 'w').write(head + per_text + summary)
print('written', OUT)
