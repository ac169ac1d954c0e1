for u in "$@"; do node probe-lh.mjs "http://127.0.0.1:4300$u" > /tmp/lhout.txt; tail -1 /tmp/lhout.txt; node -e '
const fs=require("fs"),z=require("zlib");const l=JSON.parse(fs.readFileSync("/tmp/lh.json"));
let g=0,n=0;for(const i of l.audits["network-requests"].details.items){if(i.resourceType!=="Script")continue;const p=new URL(i.url).pathname;let body;try{body=fs.readFileSync("../apps/web/dist"+p)}catch{console.log("miss",p);continue}n++;g+=z.gzipSync(body,{level:9}).length}
console.log(process.argv[1], {n,gzipKB:(g/1024).toFixed(1)})' "$u"; done
