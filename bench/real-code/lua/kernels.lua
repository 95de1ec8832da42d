-- kernels.lua N: compute kernels for Spillway's real-code corpus (written
-- here, after the classic benchmark-game programs). N scales the work
-- (default 1; the bench uses 1, the CI test less). Output is deterministic.

local N = tonumber(arg and arg[1]) or 1
local only = arg and arg[2]   -- run only this kernel (for tuning)
local kernels = {}
local function out(...)
  local parts = table.pack(...)
  for i = 1, parts.n do parts[i] = tostring(parts[i]) end
  io.write(table.concat(parts, " ", 1, parts.n), "\n")
end

-- binary trees: allocation and the garbage collector
local function bottom_up(depth)
  if depth == 0 then return {} end
  depth = depth - 1
  return {bottom_up(depth), bottom_up(depth)}
end
local function check(tree)
  if tree[1] then return 1 + check(tree[1]) + check(tree[2]) end
  return 1
end
kernels[#kernels + 1] = {"trees", function()
  local maxdepth = math.max(6, math.floor(10 * N))
  out("trees stretch", check(bottom_up(maxdepth + 1)))
  local long = bottom_up(maxdepth)
  for d = 4, maxdepth, 2 do
    local iters = 1 << (maxdepth - d + 4)
    local c = 0
    for _ = 1, iters do c = c + check(bottom_up(d)) end
    out("trees", iters, d, c)
  end
  out("trees long", check(long))
end}

-- n-body: floating point in tables
kernels[#kernels + 1] = {"nbody", function()
  local PI, DAYS = math.pi, 365.24
  local SOLAR = 4 * PI * PI
  local bodies = {
    {x = 0, y = 0, z = 0, vx = 0, vy = 0, vz = 0, mass = SOLAR},
    {x = 4.84143144246472090e+00, y = -1.16032004402742839e+00, z = -1.03622044471123109e-01,
     vx = 1.66007664274403694e-03 * DAYS, vy = 7.69901118419740425e-03 * DAYS,
     vz = -6.90460016972063023e-05 * DAYS, mass = 9.54791938424326609e-04 * SOLAR},
    {x = 8.34336671824457987e+00, y = 4.12479856412430479e+00, z = -4.03523417114321381e-01,
     vx = -2.76742510726862411e-03 * DAYS, vy = 4.99852801234917238e-03 * DAYS,
     vz = 2.30417297573763929e-05 * DAYS, mass = 2.85885980666130812e-04 * SOLAR},
    {x = 1.28943695621391310e+01, y = -1.51111514016986312e+01, z = -2.23307578892655734e-01,
     vx = 2.96460137564761618e-03 * DAYS, vy = 2.37847173959480950e-03 * DAYS,
     vz = -2.96589568540237556e-05 * DAYS, mass = 4.36624404335156298e-05 * SOLAR},
    {x = 1.53796971148509165e+01, y = -2.59193146099879641e+01, z = 1.79258772950371181e-01,
     vx = 2.68067772490389322e-03 * DAYS, vy = 1.62824170038242295e-03 * DAYS,
     vz = -9.51592254519715870e-05 * DAYS, mass = 5.15138902046611451e-05 * SOLAR},
  }
  local function energy()
    local e = 0
    for i = 1, #bodies do
      local b = bodies[i]
      e = e + 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz)
      for j = i + 1, #bodies do
        local b2 = bodies[j]
        local dx, dy, dz = b.x - b2.x, b.y - b2.y, b.z - b2.z
        e = e - b.mass * b2.mass / math.sqrt(dx * dx + dy * dy + dz * dz)
      end
    end
    return e
  end
  local function advance(dt)
    local nb = #bodies
    for i = 1, nb do
      local bi = bodies[i]
      local bix, biy, biz, bimass = bi.x, bi.y, bi.z, bi.mass
      local bivx, bivy, bivz = bi.vx, bi.vy, bi.vz
      for j = i + 1, nb do
        local bj = bodies[j]
        local dx, dy, dz = bix - bj.x, biy - bj.y, biz - bj.z
        local d2 = dx * dx + dy * dy + dz * dz
        local mag = dt / (d2 * math.sqrt(d2))
        local bm = bj.mass * mag
        bivx, bivy, bivz = bivx - dx * bm, bivy - dy * bm, bivz - dz * bm
        bm = bimass * mag
        bj.vx, bj.vy, bj.vz = bj.vx + dx * bm, bj.vy + dy * bm, bj.vz + dz * bm
      end
      bi.vx, bi.vy, bi.vz = bivx, bivy, bivz
      bi.x, bi.y, bi.z = bix + dt * bivx, biy + dt * bivy, biz + dt * bivz
    end
  end
  local px, py, pz = 0, 0, 0
  for _, b in ipairs(bodies) do px, py, pz = px + b.vx * b.mass, py + b.vy * b.mass, pz + b.vz * b.mass end
  bodies[1].vx, bodies[1].vy, bodies[1].vz = -px / SOLAR, -py / SOLAR, -pz / SOLAR
  out("nbody", string.format("%.9f", energy()))
  for _ = 1, math.floor(10000 * N) do advance(0.01) end
  out("nbody", string.format("%.9f", energy()))
end}

-- spectral norm: closures and float arithmetic
kernels[#kernels + 1] = {"spectral", function()
  local function A(i, j) local ij = i + j - 1; return 1.0 / (ij * (ij - 1) * 0.5 + i) end
  local function Av(x, y, n) for i = 1, n do local a = 0; for j = 1, n do a = a + x[j] * A(i, j) end; y[i] = a end end
  local function Atv(x, y, n) for i = 1, n do local a = 0; for j = 1, n do a = a + x[j] * A(j, i) end; y[i] = a end end
  local function AtAv(x, y, t, n) Av(x, t, n); Atv(t, y, n) end
  local n = math.floor(100 * N)
  local u, v, t = {}, {}, {}
  for i = 1, n do u[i] = 1 end
  for _ = 1, 10 do AtAv(u, v, t, n); AtAv(v, u, t, n) end
  local vBv, vv = 0, 0
  for i = 1, n do local ui, vi = u[i], v[i]; vBv = vBv + ui * vi; vv = vv + vi * vi end
  out("spectral", string.format("%0.9f", math.sqrt(vBv / vv)))
end}

-- mandelbrot: integer bit operations and float loops
kernels[#kernels + 1] = {"mandelbrot", function()
  local size = math.floor(160 * N)
  local iter, limit2 = 50, 4.0
  local sum, bits, nbit = 0, 0, 0
  for y = 0, size - 1 do
    local ci = 2 * y / size - 1
    for x = 0, size - 1 do
      local cr = 2 * x / size - 1.5
      local zr, zi, zrq, ziq = 0.0, 0.0, 0.0, 0.0
      local escaped = 0
      for _ = 1, iter do
        zi = 2 * zr * zi + ci
        zr = zrq - ziq + cr
        zrq, ziq = zr * zr, zi * zi
        if zrq + ziq > limit2 then escaped = 1; break end
      end
      bits = (bits << 1) | (1 - escaped)
      nbit = nbit + 1
      if nbit == 8 then sum = (sum * 31 + bits) & 0xffffffff; bits, nbit = 0, 0 end
    end
  end
  out("mandelbrot", size, sum)
end}

-- fannkuch: array permutations
kernels[#kernels + 1] = {"fannkuch", function()
  local n = math.min(7 + math.floor(N), 10)
  local perm, perm1, count = {}, {}, {}
  for i = 0, n - 1 do perm1[i] = i end
  local maxflips, checksum, r, nperm = 0, 0, n, 0
  while true do
    while r ~= 1 do count[r - 1] = r; r = r - 1 end
    for i = 0, n - 1 do perm[i] = perm1[i] end
    local flips = 0
    local k = perm[0]
    while k ~= 0 do
      local i, j = 0, k
      while i < j do perm[i], perm[j] = perm[j], perm[i]; i = i + 1; j = j - 1 end
      flips = flips + 1
      k = perm[0]
    end
    if flips > maxflips then maxflips = flips end
    checksum = checksum + (nperm % 2 == 0 and flips or -flips)
    while true do
      if r == n then out("fannkuch", n, checksum, maxflips); goto done end
      local p0 = perm1[0]
      for i = 0, r - 1 do perm1[i] = perm1[i + 1] end
      perm1[r] = p0
      count[r] = count[r] - 1
      if count[r] > 0 then break end
      r = r + 1
    end
    nperm = nperm + 1
  end
  ::done::
end}

-- strings: building, hashing, patterns, a word count with sorted output
kernels[#kernels + 1] = {"strings", function()
  math.randomseed(20261127)
  local syll = {"ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "de", "wu"}
  local parts = {}
  for i = 1, math.floor(20000 * N) do
    local w = {}
    for _ = 1, math.random(1, 4) do w[#w + 1] = syll[math.random(#syll)] end
    parts[i] = table.concat(w)
  end
  local text = table.concat(parts, " ")
  local freq = {}
  for w in text:gmatch("%a+") do freq[w] = (freq[w] or 0) + 1 end
  local list = {}
  for w, c in pairs(freq) do list[#list + 1] = {w, c} end
  table.sort(list, function(a, b) if a[2] ~= b[2] then return a[2] > b[2] end return a[1] < b[1] end)
  local top = {}
  for i = 1, 8 do top[i] = list[i][1] .. "=" .. list[i][2] end
  out("words", #text, #list, table.concat(top, " "))
  local h = 5381
  for i = 1, #text, 7 do h = (h * 33 + text:byte(i)) & 0xffffffff end
  out("hash", h, #text:gsub("ka", "KA"), select(2, text:gsub("[aeiou]", "")))
  local rev = text:sub(1, 2000):reverse():upper()
  out("rev", rev:sub(1, 40), rev:find("KAKA", 1, true))
end}

-- a tiny JSON encoder and decoder round trip (recursion, string.format, patterns)
kernels[#kernels + 1] = {"json", function()
  local function encode(v)
    local t = type(v)
    if t == "table" then
      if #v > 0 or next(v) == nil then
        local items = {}
        for i = 1, #v do items[i] = encode(v[i]) end
        return "[" .. table.concat(items, ",") .. "]"
      end
      local keys = {}
      for k in pairs(v) do keys[#keys + 1] = k end
      table.sort(keys)
      local items = {}
      for i, k in ipairs(keys) do items[i] = string.format("%q:%s", k, encode(v[k])) end
      return "{" .. table.concat(items, ",") .. "}"
    elseif t == "string" then return string.format("%q", v)
    elseif t == "number" then return math.type(v) == "integer" and tostring(v) or string.format("%.14g", v)
    else return tostring(v) end
  end
  local function decode(s)
    local pos = 1
    local function ws() pos = s:find("%S", pos) or #s + 1 end
    local value
    function value()
      ws()
      local c = s:sub(pos, pos)
      if c == "{" then
        local obj = {}; pos = pos + 1; ws()
        if s:sub(pos, pos) == "}" then pos = pos + 1; return obj end
        while true do
          local k = value(); ws(); pos = pos + 1
          obj[k] = value(); ws()
          local d = s:sub(pos, pos); pos = pos + 1
          if d == "}" then return obj end
        end
      elseif c == "[" then
        local arr = {}; pos = pos + 1; ws()
        if s:sub(pos, pos) == "]" then pos = pos + 1; return arr end
        while true do
          arr[#arr + 1] = value(); ws()
          local d = s:sub(pos, pos); pos = pos + 1
          if d == "]" then return arr end
        end
      elseif c == '"' then
        local e = pos + 1
        while true do
          local q = s:find('["\\]', e)
          if s:sub(q, q) == "\\" then e = q + 2 else e = q; break end
        end
        local str = s:sub(pos + 1, e - 1):gsub("\\(.)", "%1")
        pos = e + 1
        return str
      else
        local num = s:match("^-?%d+%.?%d*[eE]?[-+]?%d*", pos)
        if num and #num > 0 then pos = pos + #num; return math.tointeger(tonumber(num)) or tonumber(num) end
        for lit, val in pairs({["true"] = true, ["false"] = false}) do
          if s:sub(pos, pos + #lit - 1) == lit then pos = pos + #lit; return val end
        end
        error("bad json at " .. pos)
      end
    end
    return value()
  end
  local doc = {}
  for i = 1, math.floor(300 * N) do
    doc[i] = {id = i, name = "item" .. i, price = i * 1.25, tags = {"t" .. (i % 7), "q" .. (i % 3)}, ok = i % 2 == 0}
  end
  local js = encode(doc)
  local back = decode(js)
  local js2 = encode(back)
  out("json", #js, js == js2, back[#back].name, back[1].price, js:sub(1, 60))
end}
for _, k in ipairs(kernels) do
  if not only or only == k[1] then k[2]() end
end
out("kernels done")
