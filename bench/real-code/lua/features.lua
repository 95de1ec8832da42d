-- features.lua: a tour of the Lua 5.4 language and standard library, written
-- for Spillway's real-code corpus. Every line it prints is deterministic
-- (no addresses, no clocks, no pairs() order), so two builds of the same
-- interpreter must print exactly the same text. assert() failures abort.

local function out(...)
  local parts = table.pack(...)
  for i = 1, parts.n do parts[i] = tostring(parts[i]) end
  io.write(table.concat(parts, " ", 1, parts.n), "\n")
end

-- integers, floats, conversions
out("int", 7 // 2, -7 // 2, 7 % -3, -7 % 3, 7.5 // 2, 2^10, 1 << 62, -1 >> 60)
out("float", string.format("%.17g %.17g %.6e", 0.1 + 0.2, 1 / 3, 6.02214076e23))
out("conv", math.tointeger(3.0), tostring(math.tointeger(3.5)), 10 / 4, 3 | 0, "10" + 5, "0x10" * 1)
out("limits", math.maxinteger, math.mininteger, math.maxinteger + 1 == math.mininteger)
out("math", string.format("%.12f %.12f %.12f %.12f", math.sin(1), math.exp(1.5), math.log(10, 2), math.sqrt(2)))
out("fmod", math.fmod(-7, 3), math.fmod(7.5, 2), math.ult(1, -1), math.abs(math.mininteger))
out("floor", math.floor(-3.5), math.ceil(-3.5), math.floor(2^60 + 0.0) == 2^60, string.format("%.1f", -0.0))

-- strings
local s = "The quick brown fox jumps over the lazy dog"
out("len", #s, s:upper():sub(5, 9), s:rep(2, "|"):len(), s:byte(1, 3))
out("find", s:find("o"), s:find("o", 15, true), s:match("(%a+) dog"), s:find("%s(%a)(%a+)$"))
local words = {}
for w in s:gmatch("%a+") do words[#words + 1] = w:lower() end
table.sort(words)
out("sorted", table.concat(words, ","))
out("gsub", (s:gsub("%w+", function(w) return #w > 4 and w:reverse() or nil end)))
out("gsub2", ("hello world from lua"):gsub("(%w+) (%w+)", "%2 %1"))
out("fmt", string.format("[%5d|%-5d|%05.1f|%x|%X|%o|%q|%s|%10.3s]", 42, 42, 3.14159, 255, 255, 8, "a\n\"b\"", true, "abcdef"))
out("fmt2", string.format("%g %g %g %a", 1e20, 1e-5, 123456789012, 1.0))
out("pack", string.unpack("<i4", string.pack("<i4", -123456)), #string.pack(">I2 d s1", 5, 1.5, "xyz"))
local packed = string.pack("z B h j n", "zero", 255, -2, math.maxinteger, 2.5)
out("unpack", string.unpack("z B h j n", packed))
out("utf8", utf8.char(72, 228, 8364, 128512), utf8.len("häll€"), utf8.codepoint("€", 1))
local cps = {}
for _, c in utf8.codes("aé€😀") do cps[#cps + 1] = c end
out("codes", table.concat(cps, " "))
out("tostring", tostring(nil), tostring(1e15), tostring(1e16), tostring(-0.0), tostring(2^63), 2^53 == 2^53 + 1)

-- tables
local t = {}
for i = 1, 100 do t[i] = (i * 7919) % 101 end
table.sort(t, function(a, b) return a > b end)
out("sort", t[1], t[2], t[50], t[100], #t)
table.insert(t, 1, -1); table.insert(t, 1000); out("insert", t[1], t[#t], #t, table.remove(t), table.remove(t, 1), #t)
out("move", table.concat(table.move({1, 2, 3, 4, 5}, 2, 4, 1), ","), select("#", table.unpack({1, 2, nil, 4}, 1, 4)))
local keys = {}
local h = {alpha = 1, beta = 2, gamma = 3, [1.5] = "x", [true] = "y"}
for k in pairs(h) do keys[#keys + 1] = tostring(k) end
table.sort(keys)
out("keys", table.concat(keys, " "), next({}) == nil, rawlen({1, 2}), rawequal(h, h))

-- metatables and objects
local Vec = {}
Vec.__index = Vec
function Vec.new(x, y) return setmetatable({x = x, y = y}, Vec) end
function Vec.__add(a, b) return Vec.new(a.x + b.x, a.y + b.y) end
function Vec.__mul(a, k) return Vec.new(a.x * k, a.y * k) end
function Vec.__eq(a, b) return a.x == b.x and a.y == b.y end
function Vec.__lt(a, b) return a:len2() < b:len2() end
function Vec.__le(a, b) return a:len2() <= b:len2() end
function Vec.__tostring(a) return "(" .. a.x .. "," .. a.y .. ")" end
function Vec.__len(a) return 2 end
function Vec.__call(a, k) return a.x * k + a.y end
function Vec.__concat(a, b) return tostring(a) .. tostring(b) end
function Vec:len2() return self.x * self.x + self.y * self.y end
local v = Vec.new(1, 2) + Vec.new(3, 4) * 2
out("vec", tostring(v), #v, v(10), v == Vec.new(7, 10), Vec.new(1, 1) < v, v .. Vec.new(0, 0))
local proxy = setmetatable({}, {__index = function(_, k) return k * 2 end, __newindex = function(t2, k, val) rawset(t2, k, val + 1) end})
proxy[1] = 10
out("proxy", proxy[1], proxy[21], rawget(proxy, 21))
local Animal = {}; Animal.__index = Animal
function Animal.new(name) return setmetatable({name = name}, Animal) end
function Animal:speak() return self.name .. " makes a sound" end
local Dog = setmetatable({}, {__index = Animal}); Dog.__index = Dog
function Dog.new(name) local d = Animal.new(name); return setmetatable(d, Dog) end
function Dog:speak() return self.name .. " barks; " .. Animal.speak(self) end
out("inherit", Dog.new("rex"):speak())

-- closures, varargs, tail calls, goto
local function counter()
  local n = 0
  return function(k) n = n + (k or 1); return n end
end
local c1, c2 = counter(), counter()
c1(); c1(5); c2()
out("closure", c1(), c2())
local function va(...) local n = select("#", ...); return n, select(n > 0 and n or 1, ...) end
out("varargs", va(), va(1, nil, 3), va(nil, nil))
local function sum(n, acc) if n == 0 then return acc end return sum(n - 1, acc + n) end
out("tail", sum(100000, 0))
do
  local i, acc = 1, 0
  ::top::
  acc = acc + i; i = i + 1
  if i <= 10 then goto top end
  out("goto", acc)
end

-- errors
local ok, err = pcall(function() error({code = 42}) end)
out("pcall", ok, type(err), err.code)
ok, err = pcall(function() local x = nil; return x.field end)
out("pcall2", ok, (err:gsub("^.-:%d+: ", "")))
out("xpcall", xpcall(function() error("boom", 0) end, function(m) return "handled " .. m end))
out("error", select(2, pcall(error)), select(2, pcall(error, "lvl", 0)))
local ok2, e2 = pcall(string.rep)
out("argerr", ok2, (e2:gsub("^.-:%d+: ", "")))
do
  local log = {}
  do
    local a <close> = setmetatable({}, {__close = function() log[#log + 1] = "a" end})
    local b <close> = setmetatable({}, {__close = function() log[#log + 1] = "b" end})
  end
  out("close", table.concat(log))
end

-- coroutines
local gen = coroutine.wrap(function(n) for i = 1, n do coroutine.yield(i * i) end return "done" end)
out("wrap", gen(4), gen(), gen(), gen(), gen())
local co = coroutine.create(function(a, b)
  local c = coroutine.yield(a + b)
  local d, e = coroutine.yield(c * 2)
  return d + e
end)
out("resume", coroutine.resume(co, 1, 2)); out("resume", coroutine.resume(co, 10)); out("resume", coroutine.resume(co, 3, 4))
out("status", coroutine.status(co), coroutine.resume(co), coroutine.isyieldable())
local function producer() return coroutine.wrap(function() for _, w in ipairs(words) do coroutine.yield(w) end end) end
local function filter(p) return coroutine.wrap(function() for w in p do if #w > 3 then coroutine.yield(w) end end end) end
local got = {}
for w in filter(producer()) do got[#got + 1] = w end
out("pipe", table.concat(got, "+"))

-- load, string chunks, environments
local f = load("local a, b = ... return a * b + x", "chunk", "t", {x = 5})
out("load", f(6, 7))
local pieces = {"return ", "1 ", "+ ", "41"}
local k = 0
out("loadfn", load(function() k = k + 1; return pieces[k] end)())
out("dump", load(string.dump(function(a) return a + 1 end))(41))
out("syntax", select(2, load("x = = 1")) ~= nil)

-- integer for loops at the edges, numeric loops with float steps
local n = 0
for i = math.maxinteger - 2, math.maxinteger do n = n + 1 end
for i = 1, 0 do n = n + 100 end
for x = 0, 1, 0.25 do n = n + 1 end
out("loops", n)

-- garbage collector and weak tables
local weak = setmetatable({}, {__mode = "k"})
for i = 1, 100 do weak[{}] = i end
collectgarbage(); collectgarbage()
local left = 0
for _ in pairs(weak) do left = left + 1 end
out("weak", left)
out("gc", type(collectgarbage("count")), collectgarbage("step"), collectgarbage("isrunning"))

-- os and io that do not depend on the clock or the file system
out("os", os.date("!%Y-%m-%d %H:%M:%S", 86400 * 365), os.time({year = 2000, month = 1, day = 1, hour = 12}) ~= nil)
out("getenv", os.getenv("SPILLWAY_SURELY_UNSET_VARIABLE"))
io.write(string.format("%s %d\n", "io.write", 123))
out("end")
