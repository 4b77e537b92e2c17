#!/usr/bin/env bash
# Remakes the demo videos of the video gallery (cms/seed/media/videos/*.mp4): three animated title cards
# of 4 s each, drawn with ffmpeg's lavfi sources and drawtext (DejaVu Sans), silent, 640×360, small enough to commit.
# The seed uploads the committed files, so neither CI nor a developer needs ffmpeg; the captions (*.{ru,en,tr,zh}.vtt
# next to them) are written by hand and follow the cards' timing (0–4, 4–8, 8–12 s).
#   apt-get install -y ffmpeg fonts-dejavu-core && bash scripts/make-demo-videos.sh
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=cms/seed/media/videos
FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}"
BOLD="${BOLD:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg fonts-dejavu-core" >&2; exit 1; }
[ -f "$BOLD" ] || { echo "DejaVu fonts are missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# slug | background colour | accent colour | scene (figures drawn under the text) | three cards «headline ~ subline»
VIDEOS=(
  "krasnoyarskiy-kray-investicionnyi-potencial|0x1d3557|0xf4a261|river|Красноярский край~Инвестиционный потенциал региона|2 366 797 км²~Второй по площади регион России|Енисей, лес, металлы, энергия~Ресурсы для ваших проектов"
  "oez-krasnoyarskaya-tehnologicheskaya-dolina|0x22223b|0xe76f51|industry|ОЭЗ «Красноярская~технологическая долина»|Индустриальный парк~Готовые площадки и сети|Налоговые льготы резидентам~Режим свободной таможенной зоны"
  "arkticheskaya-zona-krasnoyarskogo-kraya|0x0b1d3a|0xffb703|arctic|Арктическая зона~Красноярского края|Норильск · Дудинка · Диксон~Северный морской путь|Страховые взносы 7,6 %~Льготы резидентам Арктической зоны"
  "kak-poluchit-podderjku-v-odnom-okne|0x14213d|0xfca311|city|Одно окно для инвестора~Поддержка в одном месте|1. Заявка на портале~2. Сопровождение проекта|3. Меры поддержки~Ответ в течение 5 рабочих дней"
  "istoriya-uspeha-lesopererabotka|0x1b4332|0xf4a261|taiga|История успеха~Лесопереработка в Лесосибирске|Пеллеты из отходов лесопиления~Новый экспортный продукт|Льготный заём регионального фонда~Рабочие места на 10 лет вперёд"
  "agropromyshlenniy-yug-kraya|0x3a5a40|0xe9c46a|field|Агропромышленный юг края~Минусинская котловина|Зерно, молоко, овощи~Переработка на месте|Субсидии и гранты~Для фермеров и переработчиков"
)

# Figures under the text, in drawbox filters; `t` makes them move.
scene() {
  case "$1" in
    river) echo "drawbox=x=0:y=300:w=640:h=60:color=0x2a9d8f@0.9:t=fill,drawbox=x='mod(t*80\,700)-60':y=318:w=60:h=10:color=white@0.8:t=fill" ;;
    industry) echo "drawbox=x=40:y=250:w=90:h=110:color=0x4a4e69:t=fill,drawbox=x=150:y=210:w=70:h=150:color=0x4a4e69:t=fill,drawbox=x=170:y=150:w=16:h=60:color=0x4a4e69:t=fill,drawbox=x=460:y=230:w=130:h=130:color=0x4a4e69:t=fill,drawbox=x=500:y=180:w=16:h=50:color=0x4a4e69:t=fill,drawbox=x=0:y=350:w=640:h=10:color=0x9a8c98:t=fill" ;;
    arctic) echo "drawbox=x=0:y=290:w=640:h=70:color=0xe9f5ff@0.9:t=fill,drawbox=x='560-mod(t*40\,640)':y=270:w=80:h=20:color=0x8ecae6:t=fill" ;;
    taiga) echo "drawbox=x=0:y=300:w=640:h=60:color=0x2d6a4f:t=fill,drawbox=x=40:y=230:w=24:h=70:color=0x2d6a4f:t=fill,drawbox=x=90:y=210:w=24:h=90:color=0x2d6a4f:t=fill,drawbox=x=540:y=220:w=24:h=80:color=0x2d6a4f:t=fill,drawbox=x='mod(t*60\,700)-60':y=320:w=50:h=14:color=0xa8dadc:t=fill" ;;
    field) echo "drawbox=x=0:y=290:w=640:h=70:color=0x8ab17d:t=fill,drawbox=x=0:y=300:w=640:h=6:color=0x606c38:t=fill,drawbox=x=0:y=320:w=640:h=6:color=0x606c38:t=fill,drawbox=x=0:y=340:w=640:h=6:color=0x606c38:t=fill,drawbox=x='mod(t*50\,700)-60':y=270:w=60:h=24:color=0xe76f51:t=fill" ;;
    city) echo "drawbox=x=30:y=240:w=60:h=120:color=0x33415c:t=fill,drawbox=x=110:y=200:w=50:h=160:color=0x33415c:t=fill,drawbox=x=480:y=220:w=60:h=140:color=0x33415c:t=fill,drawbox=x=560:y=260:w=50:h=100:color=0x33415c:t=fill" ;;
  esac
}

for row in "${VIDEOS[@]}"; do
  IFS='|' read -r slug bg accent kind card1 card2 card3 <<<"$row"
  inputs=() filters=""
  i=0
  for card in "$card1" "$card2" "$card3"; do
    printf '%s' "${card%%~*}" >"$TMP/$slug-$i-head.txt"
    printf '%s' "${card#*~}" >"$TMP/$slug-$i-sub.txt"
    inputs+=(-f lavfi -i "color=c=$bg:s=640x360:r=15:d=4")
    # The accent bar grows through the card; the text fades in over its first half second.
    filters+="[$i:v]$(scene "$kind"),drawbox=x=0:y=0:w='min(640\,t*160)':h=6:color=$accent:t=fill,"
    filters+="drawtext=fontfile=$BOLD:textfile=$TMP/$slug-$i-head.txt:expansion=none:fontsize=30:fontcolor=white:x=(w-text_w)/2:y=110:alpha='min(1\,t*2)',"
    filters+="drawtext=fontfile=$FONT:textfile=$TMP/$slug-$i-sub.txt:expansion=none:fontsize=22:fontcolor=$accent:x=(w-text_w)/2:y=165:alpha='min(1\,t*2)'[c$i];"
    i=$((i + 1))
  done
  filters+="[c0][c1][c2]concat=n=3:v=1:a=0,format=yuv420p[v]"
  ffmpeg -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map '[v]' \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 140k -maxrate 200k -bufsize 400k -movflags +faststart \
    -metadata title="$slug" -fflags +bitexact -flags:v +bitexact "$OUT/$slug.mp4"
  echo "$OUT/$slug.mp4 $(stat -c %s "$OUT/$slug.mp4") B"
done
