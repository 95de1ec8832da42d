; tests/stress.sh regression: llvm-stress -seed=30025 -size=1500, rv32, as tests/stress.sh sanitizes it,
; then reduced by llvm-reduce 14 (2781 -> 923 lines) keeping: stress_fn's signature and budget ticks, the
; old checker's 'found: nothing known' rejection, ours proved, LLVM's build exiting 0 and ours printing the same.
; (found by the rv32 soak, `tests/stress.sh 40 --rv32 --size 1500 --start 30001`). spillway alloc
; (greedy) exited 3, post-ra: 'use reads the wrong value' at a PseudoCALL &__divdi3, operands $x10 and
; $x11: 'expected: $x10 (its value before allocation), which is nowhere; found: nothing known in $x10';
; the allocation was right (LLVM's build and ours print the same under qemu). %2836 is COPY $x0 on one
; path and COPY %2832 (coalesced into the spill store of %2832's register) on the other; %2832 is
; IMPLICIT_DEF on one path into an earlier join, which dropped it from its register. Fixed in
; backend/src/check.rs: the state records values undefined on a path, and a join keeps a location's
; value when the other side leaves it undefined.
; ModuleID = 'orig.ll'
source_filename = "/tmp/autogen.bc"

@stress_budget = external global i32

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  br label %CF1381

CF1381:                                           ; preds = %BB
  %CF1381.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1381.body

CF1381.body:                                      ; preds = %CF1381
  br label %CF1255

CF1255:                                           ; preds = %CF1255.body, %CF1381.body
  %CF1255.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1255.t2 = icmp slt i32 undef, 0
  br i1 false, label %stress_out, label %CF1255.body

CF1255.body:                                      ; preds = %CF1255
  %L17 = load i32, i32* null, align 4
  %E18 = extractelement <16 x i1> zeroinitializer, i32 0
  br i1 false, label %CF1255, label %CF1299

CF1299:                                           ; preds = %CF1255.body
  %CF1299.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1299.body

CF1299.body:                                      ; preds = %CF1299
  br label %CF1250

CF1250:                                           ; preds = %CF1282.body, %CF1250.body, %CF1299.body
  %CF1250.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1250.body

CF1250.body:                                      ; preds = %CF1250
  br i1 false, label %CF1250, label %CF1278

CF1278:                                           ; preds = %CF1292.body, %CF1368.body, %CF1278.body, %CF1250.body
  %CF1278.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1278.body

CF1278.body:                                      ; preds = %CF1278
  %I49 = insertelement <8 x i64> zeroinitializer, i64 0, i32 0
  br i1 false, label %CF1278, label %CF1313

CF1313:                                           ; preds = %CF1313.body, %CF1278.body
  %CF1313.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1313.t2 = icmp slt i32 undef, 0
  br i1 false, label %stress_out, label %CF1313.body

CF1313.body:                                      ; preds = %CF1313
  %E61 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 false, label %CF1313, label %CF1354

CF1354:                                           ; preds = %CF1354.body, %CF1313.body
  %CF1354.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1354.body

CF1354.body:                                      ; preds = %CF1354
  br i1 false, label %CF1354, label %CF1368

CF1368:                                           ; preds = %CF1354.body
  %CF1368.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1368.body

CF1368.body:                                      ; preds = %CF1368
  br i1 false, label %CF1278, label %CF1292

CF1292:                                           ; preds = %CF1368.body
  %CF1292.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1292.body

CF1292.body:                                      ; preds = %CF1292
  %E91 = extractelement <4 x i16> zeroinitializer, i32 0
  br i1 false, label %CF1278, label %CF1282

CF1282:                                           ; preds = %CF1292.body
  %CF1282.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1282.body

CF1282.body:                                      ; preds = %CF1282
  %L98 = load i16, i16* null, align 2
  %Cmp105 = icmp sge i32 undef, 317163
  br i1 false, label %CF1250, label %CF1266

CF1266:                                           ; preds = %CF1318.body, %CF1266.body, %CF1282.body
  %CF1266.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1266.t1 = add i32 0, -1
  store volatile i32 0, i32* @stress_budget, align 4
  %CF1266.t2 = icmp slt i32 %CF1266.t1, 0
  br i1 %CF1266.t2, label %stress_out, label %CF1266.body

CF1266.body:                                      ; preds = %CF1266
  %Cmp112 = icmp uge i32 0, 0
  br i1 %Cmp112, label %CF1266, label %CF1318

CF1318:                                           ; preds = %CF1266.body
  %CF1318.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1318.body

CF1318.body:                                      ; preds = %CF1318
  %L113 = load i8, i8* null, align 1
  br i1 false, label %CF1266, label %CF1310

CF1310:                                           ; preds = %CF1318.body
  br i1 false, label %stress_out, label %CF1310.body

CF1310.body:                                      ; preds = %CF1310
  br label %CF1244

CF1244:                                           ; preds = %CF1244.body, %CF1310.body
  %CF1244.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1244.body

CF1244.body:                                      ; preds = %CF1244
  br i1 false, label %CF1244, label %CF1253

CF1253:                                           ; preds = %CF1300.body, %CF1316.body, %CF1253.body, %CF1244.body
  %CF1253.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1253.body

CF1253.body:                                      ; preds = %CF1253
  br i1 false, label %CF1253, label %CF1316

CF1316:                                           ; preds = %CF1253.body
  %CF1316.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1316.body

CF1316.body:                                      ; preds = %CF1316
  br i1 false, label %CF1253, label %CF1300

CF1300:                                           ; preds = %CF1316.body
  %CF1300.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1300.body

CF1300.body:                                      ; preds = %CF1300
  br i1 false, label %CF1253, label %CF1267

CF1267:                                           ; preds = %CF1267.body, %CF1300.body
  %CF1267.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1267.body

CF1267.body:                                      ; preds = %CF1267
  %Shuff150 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 6, i32 0, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  br i1 false, label %CF1267, label %CF1273

CF1273:                                           ; preds = %CF1333.body, %CF1325.body, %CF1273.body, %CF1267.body
  %CF1273.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1273.body

CF1273.body:                                      ; preds = %CF1273
  br i1 false, label %CF1273, label %CF1325

CF1325:                                           ; preds = %CF1273.body
  %CF1325.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1325.body

CF1325.body:                                      ; preds = %CF1325
  br i1 false, label %CF1273, label %CF1294

CF1294:                                           ; preds = %CF1352.body, %CF1294.body, %CF1325.body
  %CF1294.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1294.body

CF1294.body:                                      ; preds = %CF1294
  br i1 false, label %CF1294, label %CF1350

CF1350:                                           ; preds = %CF1350.body, %CF1294.body
  %CF1350.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1350.body

CF1350.body:                                      ; preds = %CF1350
  br i1 false, label %CF1350, label %CF1352

CF1352:                                           ; preds = %CF1350.body
  %CF1352.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1352.body

CF1352.body:                                      ; preds = %CF1352
  %E194 = extractelement <4 x float> zeroinitializer, i32 0
  br i1 false, label %CF1294, label %CF1333

CF1333:                                           ; preds = %CF1352.body
  %CF1333.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1333.body

CF1333.body:                                      ; preds = %CF1333
  br i1 false, label %CF1273, label %CF1288

CF1288:                                           ; preds = %CF1288.body, %CF1333.body
  %CF1288.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1288.body

CF1288.body:                                      ; preds = %CF1288
  %L209 = load i16, i16* null, align 2
  %E210 = extractelement <8 x i1> undef, i32 0
  br i1 false, label %CF1288, label %CF1349

CF1349:                                           ; preds = %CF1349.body, %CF1288.body
  %CF1349.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1349.body

CF1349.body:                                      ; preds = %CF1349
  br i1 false, label %CF1349, label %CF1388

CF1388:                                           ; preds = %CF1349.body
  br i1 false, label %stress_out, label %CF1388.body

CF1388.body:                                      ; preds = %CF1388
  br label %CF

CF:                                               ; preds = %CF1369.body, %CF1358.body, %CF1330.body, %CF1276.body, %CF.body, %CF1388.body
  %CF.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF.body

CF.body:                                          ; preds = %CF
  br i1 false, label %CF, label %CF1276

CF1276:                                           ; preds = %CF.body
  %CF1276.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1276.body

CF1276.body:                                      ; preds = %CF1276
  br i1 false, label %CF, label %CF1261

CF1261:                                           ; preds = %CF1317.body, %CF1348.body, %CF1261.body, %CF1276.body
  %CF1261.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1261.body

CF1261.body:                                      ; preds = %CF1261
  br i1 false, label %CF1261, label %CF1348

CF1348:                                           ; preds = %CF1261.body
  %CF1348.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1348.body

CF1348.body:                                      ; preds = %CF1348
  br i1 false, label %CF1261, label %CF1317

CF1317:                                           ; preds = %CF1348.body
  %CF1317.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1317.body

CF1317.body:                                      ; preds = %CF1317
  br i1 false, label %CF1261, label %CF1301

CF1301:                                           ; preds = %CF1374.body, %CF1361.body, %CF1301.body, %CF1317.body
  %CF1301.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1301.body

CF1301.body:                                      ; preds = %CF1301
  %B253 = srem i16 0, 0
  %Sl255 = select i1 false, i1 false, i1 true
  br i1 %Sl255, label %CF1301, label %CF1336

CF1336:                                           ; preds = %CF1336.body, %CF1301.body
  %CF1336.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1336.t2 = icmp slt i32 0, 0
  br i1 %CF1336.t2, label %stress_out, label %CF1336.body

CF1336.body:                                      ; preds = %CF1336
  %Cmp256 = icmp ugt i1 %E210, false
  br i1 %Cmp256, label %CF1336, label %CF1360

CF1360:                                           ; preds = %CF1360.body, %CF1336.body
  %CF1360.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1360.body

CF1360.body:                                      ; preds = %CF1360
  br i1 false, label %CF1360, label %CF1361

CF1361:                                           ; preds = %CF1360.body
  %CF1361.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1361.body

CF1361.body:                                      ; preds = %CF1361
  br i1 undef, label %CF1301, label %CF1332

CF1332:                                           ; preds = %CF1332.body, %CF1361.body
  %CF1332.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1332.body

CF1332.body:                                      ; preds = %CF1332
  %I274 = insertelement <8 x i1> undef, i1 %Cmp105, i32 0
  %B275 = sdiv <8 x i64> zeroinitializer, zeroinitializer
  br i1 false, label %CF1332, label %CF1374

CF1374:                                           ; preds = %CF1332.body
  %CF1374.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1374.body

CF1374.body:                                      ; preds = %CF1374
  br i1 false, label %CF1301, label %CF1330

CF1330:                                           ; preds = %CF1374.body
  %CF1330.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1330.body

CF1330.body:                                      ; preds = %CF1330
  br i1 false, label %CF, label %CF1256

CF1256:                                           ; preds = %CF1378.body, %CF1256.body, %CF1330.body
  %CF1256.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1256.body

CF1256.body:                                      ; preds = %CF1256
  %Cmp301 = icmp ule i16 %B253, 0
  br i1 %Cmp301, label %CF1256, label %CF1283

CF1283:                                           ; preds = %CF1283.body, %CF1256.body
  %CF1283.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1283.body

CF1283.body:                                      ; preds = %CF1283
  br i1 false, label %CF1283, label %CF1296

CF1296:                                           ; preds = %CF1296.body, %CF1283.body
  %CF1296.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1296.body

CF1296.body:                                      ; preds = %CF1296
  br i1 false, label %CF1296, label %CF1378

CF1378:                                           ; preds = %CF1296.body
  %CF1378.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1378.body

CF1378.body:                                      ; preds = %CF1378
  store i8 %L113, i8* null, align 1
  br i1 false, label %CF1256, label %CF1270

CF1270:                                           ; preds = %CF1306.body, %CF1297.body, %CF1270.body, %CF1378.body
  %CF1270.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1270.body

CF1270.body:                                      ; preds = %CF1270
  %B327 = or i8 undef, undef
  br i1 false, label %CF1270, label %CF1297

CF1297:                                           ; preds = %CF1270.body
  %CF1297.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1297.body

CF1297.body:                                      ; preds = %CF1297
  store i8 %B327, i8* %0, align 1
  %Cmp345 = icmp sgt i16 0, %B253
  br i1 false, label %CF1270, label %CF1285

CF1285:                                           ; preds = %CF1353.body, %CF1285.body, %CF1297.body
  %CF1285.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1285.body

CF1285.body:                                      ; preds = %CF1285
  br i1 false, label %CF1285, label %CF1298

CF1298:                                           ; preds = %CF1375.body, %CF1298.body, %CF1285.body
  %CF1298.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1298.body

CF1298.body:                                      ; preds = %CF1298
  br i1 false, label %CF1298, label %CF1364

CF1364:                                           ; preds = %CF1364.body, %CF1298.body
  %CF1364.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1364.body

CF1364.body:                                      ; preds = %CF1364
  br i1 false, label %CF1364, label %CF1375

CF1375:                                           ; preds = %CF1364.body
  %CF1375.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1375.body

CF1375.body:                                      ; preds = %CF1375
  br i1 false, label %CF1298, label %CF1353

CF1353:                                           ; preds = %CF1375.body
  %CF1353.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1353.body

CF1353.body:                                      ; preds = %CF1353
  br i1 false, label %CF1285, label %CF1287

CF1287:                                           ; preds = %CF1287.body, %CF1353.body
  %CF1287.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1287.body

CF1287.body:                                      ; preds = %CF1287
  %I379 = insertelement <8 x i64> zeroinitializer, i64 0, i32 0
  %PC380 = bitcast i64* null to float*
  br i1 false, label %CF1287, label %CF1304

CF1304:                                           ; preds = %CF1383.body, %CF1304.body, %CF1287.body
  %CF1304.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1304.body

CF1304.body:                                      ; preds = %CF1304
  store double 0x2095A7347093ECB2, double* null, align 8
  br i1 false, label %CF1304, label %CF1324

CF1324:                                           ; preds = %CF1324.body, %CF1304.body
  %CF1324.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1324.body

CF1324.body:                                      ; preds = %CF1324
  %Sl396 = select i1 %Cmp345, <8 x i64> zeroinitializer, <8 x i64> %B275
  br i1 false, label %CF1324, label %CF1383

CF1383:                                           ; preds = %CF1324.body
  %CF1383.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1383.body

CF1383.body:                                      ; preds = %CF1383
  br i1 false, label %CF1304, label %CF1306

CF1306:                                           ; preds = %CF1383.body
  %CF1306.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1306.body

CF1306.body:                                      ; preds = %CF1306
  br i1 false, label %CF1270, label %CF1272

CF1272:                                           ; preds = %CF1314.body, %CF1357.body, %CF1272.body, %CF1306.body
  %CF1272.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1272.body

CF1272.body:                                      ; preds = %CF1272
  br i1 false, label %CF1272, label %CF1357

CF1357:                                           ; preds = %CF1272.body
  %CF1357.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1357.body

CF1357.body:                                      ; preds = %CF1357
  br i1 false, label %CF1272, label %CF1284

CF1284:                                           ; preds = %CF1284.body, %CF1357.body
  %CF1284.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1284.body

CF1284.body:                                      ; preds = %CF1284
  br i1 false, label %CF1284, label %CF1314

CF1314:                                           ; preds = %CF1284.body
  %CF1314.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1314.body

CF1314.body:                                      ; preds = %CF1314
  br i1 false, label %CF1272, label %CF1274

CF1274:                                           ; preds = %CF1326.body, %CF1274.body, %CF1314.body
  %CF1274.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1274.body

CF1274.body:                                      ; preds = %CF1274
  %Sl458 = select <8 x i1> %I274, <8 x i64> zeroinitializer, <8 x i64> %Sl396
  br i1 false, label %CF1274, label %CF1291

CF1291:                                           ; preds = %CF1342.body, %CF1343.body, %CF1372.body, %CF1291.body, %CF1274.body
  %CF1291.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1291.body

CF1291.body:                                      ; preds = %CF1291
  br i1 false, label %CF1291, label %CF1372

CF1372:                                           ; preds = %CF1291.body
  %CF1372.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1372.body

CF1372.body:                                      ; preds = %CF1372
  br i1 false, label %CF1291, label %CF1343

CF1343:                                           ; preds = %CF1372.body
  %CF1343.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1343.body

CF1343.body:                                      ; preds = %CF1343
  br i1 false, label %CF1291, label %CF1342

CF1342:                                           ; preds = %CF1343.body
  %CF1342.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1342.body

CF1342.body:                                      ; preds = %CF1342
  br i1 false, label %CF1291, label %CF1326

CF1326:                                           ; preds = %CF1342.body
  %CF1326.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1326.body

CF1326.body:                                      ; preds = %CF1326
  br i1 false, label %CF1274, label %CF1280

CF1280:                                           ; preds = %CF1280.body, %CF1326.body
  %CF1280.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1280.body

CF1280.body:                                      ; preds = %CF1280
  store i16 -5901, i16* null, align 2
  br i1 false, label %CF1280, label %CF1358

CF1358:                                           ; preds = %CF1280.body
  %CF1358.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1358.body

CF1358.body:                                      ; preds = %CF1358
  br i1 undef, label %CF, label %CF1249

CF1249:                                           ; preds = %CF1307.body, %CF1355.body, %CF1249.body, %CF1358.body
  %CF1249.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1249.body

CF1249.body:                                      ; preds = %CF1249
  br i1 false, label %CF1249, label %CF1355

CF1355:                                           ; preds = %CF1249.body
  %CF1355.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1355.body

CF1355.body:                                      ; preds = %CF1355
  %Shuff529 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Sl458, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  br i1 false, label %CF1249, label %CF1305

CF1305:                                           ; preds = %CF1347.body, %CF1376.body, %CF1305.body, %CF1355.body
  %CF1305.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1305.body

CF1305.body:                                      ; preds = %CF1305
  br i1 false, label %CF1305, label %CF1376

CF1376:                                           ; preds = %CF1305.body
  %CF1376.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1376.body

CF1376.body:                                      ; preds = %CF1376
  br i1 false, label %CF1305, label %CF1347

CF1347:                                           ; preds = %CF1376.body
  %CF1347.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1347.body

CF1347.body:                                      ; preds = %CF1347
  br i1 false, label %CF1305, label %CF1307

CF1307:                                           ; preds = %CF1347.body
  %CF1307.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1307.body

CF1307.body:                                      ; preds = %CF1307
  br i1 false, label %CF1249, label %CF1263

CF1263:                                           ; preds = %CF1263.body, %CF1307.body
  %CF1263.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1263.body

CF1263.body:                                      ; preds = %CF1263
  br i1 false, label %CF1263, label %CF1369

CF1369:                                           ; preds = %CF1263.body
  %CF1369.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1369.body

CF1369.body:                                      ; preds = %CF1369
  br i1 false, label %CF, label %CF1245

CF1245:                                           ; preds = %CF1384.body, %CF1311.body, %CF1265.body, %CF1379.body, %CF1377.body, %CF1245.body, %CF1369.body
  %CF1245.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1245.body

CF1245.body:                                      ; preds = %CF1245
  %Shuff589 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 0, i32 15, i32 1, i32 3, i32 0, i32 7, i32 9, i32 11>
  br i1 false, label %CF1245, label %CF1322

CF1322:                                           ; preds = %CF1322.body, %CF1245.body
  %CF1322.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1322.body

CF1322.body:                                      ; preds = %CF1322
  br i1 false, label %CF1322, label %CF1377

CF1377:                                           ; preds = %CF1322.body
  %CF1377.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1377.body

CF1377.body:                                      ; preds = %CF1377
  br i1 false, label %CF1245, label %CF1269

CF1269:                                           ; preds = %CF1269.body, %CF1377.body
  %CF1269.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1269.body

CF1269.body:                                      ; preds = %CF1269
  br i1 false, label %CF1269, label %CF1308

CF1308:                                           ; preds = %CF1308.body, %CF1269.body
  %CF1308.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1308.body

CF1308.body:                                      ; preds = %CF1308
  br i1 false, label %CF1308, label %CF1334

CF1334:                                           ; preds = %CF1334.body, %CF1308.body
  %CF1334.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1334.body

CF1334.body:                                      ; preds = %CF1334
  br i1 false, label %CF1334, label %CF1379

CF1379:                                           ; preds = %CF1334.body
  %CF1379.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1379.body

CF1379.body:                                      ; preds = %CF1379
  br i1 false, label %CF1245, label %CF1265

CF1265:                                           ; preds = %CF1379.body
  %CF1265.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1265.body

CF1265.body:                                      ; preds = %CF1265
  store float 0.000000e+00, float* null, align 4
  br i1 false, label %CF1245, label %CF1262

CF1262:                                           ; preds = %CF1373.body, %CF1262.body, %CF1265.body
  %CF1262.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1262.body

CF1262.body:                                      ; preds = %CF1262
  br i1 false, label %CF1262, label %CF1338

CF1338:                                           ; preds = %CF1338.body, %CF1262.body
  %CF1338.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1338.body

CF1338.body:                                      ; preds = %CF1338
  br i1 false, label %CF1338, label %CF1373

CF1373:                                           ; preds = %CF1338.body
  %CF1373.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1373.body

CF1373.body:                                      ; preds = %CF1373
  br i1 false, label %CF1262, label %CF1277

CF1277:                                           ; preds = %CF1277.body, %CF1373.body
  %CF1277.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1277.body

CF1277.body:                                      ; preds = %CF1277
  br i1 false, label %CF1277, label %CF1290

CF1290:                                           ; preds = %CF1335.body, %CF1290.body, %CF1277.body
  %CF1290.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1290.body

CF1290.body:                                      ; preds = %CF1290
  br i1 false, label %CF1290, label %CF1335

CF1335:                                           ; preds = %CF1290.body
  %CF1335.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1335.body

CF1335.body:                                      ; preds = %CF1335
  br i1 false, label %CF1290, label %CF1311

CF1311:                                           ; preds = %CF1335.body
  %CF1311.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1311.body

CF1311.body:                                      ; preds = %CF1311
  br i1 false, label %CF1245, label %CF1247

CF1247:                                           ; preds = %CF1341.body, %CF1380.body, %CF1247.body, %CF1311.body
  %CF1247.t2 = icmp slt i32 0, 0
  br i1 %CF1247.t2, label %stress_out, label %CF1247.body

CF1247.body:                                      ; preds = %CF1247
  store i16 %L209, i16* null, align 2
  br i1 false, label %CF1247, label %CF1365

CF1365:                                           ; preds = %CF1365.body, %CF1247.body
  %CF1365.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1365.body

CF1365.body:                                      ; preds = %CF1365
  br i1 false, label %CF1365, label %CF1380

CF1380:                                           ; preds = %CF1365.body
  %CF1380.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1380.body

CF1380.body:                                      ; preds = %CF1380
  br i1 false, label %CF1247, label %CF1337

CF1337:                                           ; preds = %CF1337.body, %CF1380.body
  %CF1337.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1337.body

CF1337.body:                                      ; preds = %CF1337
  br i1 false, label %CF1337, label %CF1341

CF1341:                                           ; preds = %CF1337.body
  %CF1341.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1341.body

CF1341.body:                                      ; preds = %CF1341
  %B817 = sdiv <8 x i64> %Shuff529, %Shuff589
  br i1 false, label %CF1247, label %CF1252

CF1252:                                           ; preds = %CF1331.body, %CF1252.body, %CF1341.body
  br i1 false, label %stress_out, label %CF1252.body

CF1252.body:                                      ; preds = %CF1252
  br i1 false, label %CF1252, label %CF1331

CF1331:                                           ; preds = %CF1252.body
  br i1 false, label %stress_out, label %CF1331.body

CF1331.body:                                      ; preds = %CF1331
  br i1 false, label %CF1252, label %CF1312

CF1312:                                           ; preds = %CF1312.body, %CF1331.body
  br i1 false, label %stress_out, label %CF1312.body

CF1312.body:                                      ; preds = %CF1312
  br i1 false, label %CF1312, label %CF1384

CF1384:                                           ; preds = %CF1312.body
  br i1 false, label %stress_out, label %CF1384.body

CF1384.body:                                      ; preds = %CF1384
  br i1 false, label %CF1245, label %CF1246

CF1246:                                           ; preds = %CF1303.body, %CF1315.body, %CF1246.body, %CF1384.body
  br i1 false, label %stress_out, label %CF1246.body

CF1246.body:                                      ; preds = %CF1246
  br i1 false, label %CF1246, label %CF1315

CF1315:                                           ; preds = %CF1246.body
  br i1 false, label %stress_out, label %CF1315.body

CF1315.body:                                      ; preds = %CF1315
  br i1 false, label %CF1246, label %CF1264

CF1264:                                           ; preds = %CF1385.body, %CF1264.body, %CF1315.body
  br i1 false, label %stress_out, label %CF1264.body

CF1264.body:                                      ; preds = %CF1264
  br i1 false, label %CF1264, label %CF1359

CF1359:                                           ; preds = %CF1359.body, %CF1264.body
  br i1 false, label %stress_out, label %CF1359.body

CF1359.body:                                      ; preds = %CF1359
  br i1 false, label %CF1359, label %CF1385

CF1385:                                           ; preds = %CF1359.body
  br i1 false, label %stress_out, label %CF1385.body

CF1385.body:                                      ; preds = %CF1385
  br i1 false, label %CF1264, label %CF1271

CF1271:                                           ; preds = %CF1281.body, %CF1339.body, %CF1370.body, %CF1271.body, %CF1385.body
  br i1 false, label %stress_out, label %CF1271.body

CF1271.body:                                      ; preds = %CF1271
  br i1 false, label %CF1271, label %CF1328

CF1328:                                           ; preds = %CF1328.body, %CF1271.body
  br i1 false, label %stress_out, label %CF1328.body

CF1328.body:                                      ; preds = %CF1328
  br i1 false, label %CF1328, label %CF1370

CF1370:                                           ; preds = %CF1328.body
  br i1 false, label %stress_out, label %CF1370.body

CF1370.body:                                      ; preds = %CF1370
  br i1 false, label %CF1271, label %CF1286

CF1286:                                           ; preds = %CF1362.body, %CF1286.body, %CF1370.body
  br i1 false, label %stress_out, label %CF1286.body

CF1286.body:                                      ; preds = %CF1286
  br i1 false, label %CF1286, label %CF1321

CF1321:                                           ; preds = %CF1321.body, %CF1286.body
  br i1 false, label %stress_out, label %CF1321.body

CF1321.body:                                      ; preds = %CF1321
  br i1 false, label %CF1321, label %CF1323

CF1323:                                           ; preds = %CF1366.body, %CF1371.body, %CF1323.body, %CF1321.body
  br i1 false, label %stress_out, label %CF1323.body

CF1323.body:                                      ; preds = %CF1323
  br i1 false, label %CF1323, label %CF1371

CF1371:                                           ; preds = %CF1323.body
  br i1 false, label %stress_out, label %CF1371.body

CF1371.body:                                      ; preds = %CF1371
  br i1 false, label %CF1323, label %CF1366

CF1366:                                           ; preds = %CF1371.body
  br i1 false, label %stress_out, label %CF1366.body

CF1366.body:                                      ; preds = %CF1366
  br i1 false, label %CF1323, label %CF1362

CF1362:                                           ; preds = %CF1366.body
  br i1 false, label %stress_out, label %CF1362.body

CF1362.body:                                      ; preds = %CF1362
  br i1 false, label %CF1286, label %CF1320

CF1320:                                           ; preds = %CF1320.body, %CF1362.body
  br i1 false, label %stress_out, label %CF1320.body

CF1320.body:                                      ; preds = %CF1320
  br i1 false, label %CF1320, label %CF1339

CF1339:                                           ; preds = %CF1320.body
  br i1 false, label %stress_out, label %CF1339.body

CF1339.body:                                      ; preds = %CF1339
  br i1 false, label %CF1271, label %CF1281

CF1281:                                           ; preds = %CF1339.body
  br i1 false, label %stress_out, label %CF1281.body

CF1281.body:                                      ; preds = %CF1281
  br i1 false, label %CF1271, label %CF1279

CF1279:                                           ; preds = %CF1279.body, %CF1281.body
  br i1 false, label %stress_out, label %CF1279.body

CF1279.body:                                      ; preds = %CF1279
  br i1 false, label %CF1279, label %CF1289

CF1289:                                           ; preds = %CF1289.body, %CF1279.body
  br i1 false, label %stress_out, label %CF1289.body

CF1289.body:                                      ; preds = %CF1289
  br i1 false, label %CF1289, label %CF1303

CF1303:                                           ; preds = %CF1289.body
  br i1 false, label %stress_out, label %CF1303.body

CF1303.body:                                      ; preds = %CF1303
  br i1 false, label %CF1246, label %CF1258

CF1258:                                           ; preds = %CF1344.body, %CF1387.body, %CF1258.body, %CF1303.body
  br i1 false, label %stress_out, label %CF1258.body

CF1258.body:                                      ; preds = %CF1258
  br i1 false, label %CF1258, label %CF1387

CF1387:                                           ; preds = %CF1258.body
  br i1 false, label %stress_out, label %CF1387.body

CF1387.body:                                      ; preds = %CF1387
  br i1 false, label %CF1258, label %CF1260

CF1260:                                           ; preds = %CF1363.body, %CF1260.body, %CF1387.body
  br i1 false, label %stress_out, label %CF1260.body

CF1260.body:                                      ; preds = %CF1260
  br i1 false, label %CF1260, label %CF1363

CF1363:                                           ; preds = %CF1260.body
  br i1 false, label %stress_out, label %CF1363.body

CF1363.body:                                      ; preds = %CF1363
  br i1 false, label %CF1260, label %CF1275

CF1275:                                           ; preds = %CF1275.body, %CF1363.body
  br i1 false, label %stress_out, label %CF1275.body

CF1275.body:                                      ; preds = %CF1275
  br i1 false, label %CF1275, label %CF1309

CF1309:                                           ; preds = %CF1309.body, %CF1275.body
  br i1 false, label %stress_out, label %CF1309.body

CF1309.body:                                      ; preds = %CF1309
  br i1 false, label %CF1309, label %CF1344

CF1344:                                           ; preds = %CF1309.body
  br i1 false, label %stress_out, label %CF1344.body

CF1344.body:                                      ; preds = %CF1344
  br i1 false, label %CF1258, label %CF1259

CF1259:                                           ; preds = %CF1259.body, %CF1344.body
  br i1 false, label %stress_out, label %CF1259.body

CF1259.body:                                      ; preds = %CF1259
  br i1 false, label %CF1259, label %CF1346

CF1346:                                           ; preds = %CF1346.body, %CF1259.body
  %CF1346.t2 = icmp slt i32 0, 0
  br i1 false, label %stress_out, label %CF1346.body

CF1346.body:                                      ; preds = %CF1346
  %Sl1080 = select <8 x i1> zeroinitializer, <8 x i64> %B817, <8 x i64> zeroinitializer
  br label %CF1346

stress_out:                                       ; preds = %CF1346, %CF1259, %CF1344, %CF1309, %CF1275, %CF1363, %CF1260, %CF1387, %CF1258, %CF1303, %CF1289, %CF1279, %CF1281, %CF1339, %CF1320, %CF1362, %CF1366, %CF1371, %CF1323, %CF1321, %CF1286, %CF1370, %CF1328, %CF1271, %CF1385, %CF1359, %CF1264, %CF1315, %CF1246, %CF1384, %CF1312, %CF1331, %CF1252, %CF1341, %CF1337, %CF1380, %CF1365, %CF1247, %CF1311, %CF1335, %CF1290, %CF1277, %CF1373, %CF1338, %CF1262, %CF1265, %CF1379, %CF1334, %CF1308, %CF1269, %CF1377, %CF1322, %CF1245, %CF1369, %CF1263, %CF1307, %CF1347, %CF1376, %CF1305, %CF1355, %CF1249, %CF1358, %CF1280, %CF1326, %CF1342, %CF1343, %CF1372, %CF1291, %CF1274, %CF1314, %CF1284, %CF1357, %CF1272, %CF1306, %CF1383, %CF1324, %CF1304, %CF1287, %CF1353, %CF1375, %CF1364, %CF1298, %CF1285, %CF1297, %CF1270, %CF1378, %CF1296, %CF1283, %CF1256, %CF1330, %CF1374, %CF1332, %CF1361, %CF1360, %CF1336, %CF1301, %CF1317, %CF1348, %CF1261, %CF1276, %CF, %CF1388, %CF1349, %CF1288, %CF1333, %CF1352, %CF1350, %CF1294, %CF1325, %CF1273, %CF1267, %CF1300, %CF1316, %CF1253, %CF1244, %CF1310, %CF1318, %CF1266, %CF1282, %CF1292, %CF1368, %CF1354, %CF1313, %CF1278, %CF1250, %CF1299, %CF1255, %CF1381
  ret void
}

; uselistorder directives
uselistorder i32 0, { 102, 0, 103, 1, 104, 2, 105, 3, 106, 4, 107, 5, 108, 6, 109, 7, 110, 8, 111, 9, 112, 10, 113, 11, 114, 12, 115, 13, 116, 14, 117, 15, 118, 16, 119, 17, 120, 18, 121, 19, 122, 20, 123, 21, 124, 22, 125, 23, 126, 24, 127, 25, 128, 26, 129, 27, 130, 28, 131, 29, 132, 30, 133, 31, 134, 32, 135, 33, 136, 34, 137, 35, 138, 36, 139, 37, 140, 38, 141, 39, 142, 40, 143, 41, 144, 42, 145, 43, 146, 44, 45, 147, 46, 148, 47, 149, 48, 150, 49, 151, 50, 152, 51, 153, 52, 154, 53, 155, 54, 156, 55, 157, 56, 158, 57, 159, 58, 160, 59, 60, 161, 61, 162, 62, 163, 63, 164, 64, 165, 65, 166, 66, 167, 67, 168, 68, 169, 69, 170, 70, 171, 71, 72, 172, 73, 173, 74, 75, 174, 76, 175, 77, 176, 78, 177, 79, 178, 80, 179, 81, 180, 82, 181, 83, 182, 84, 183, 85, 184, 86, 87, 88, 185, 89, 90, 186, 91, 92, 187, 93, 188, 94, 189, 95, 190, 191, 96, 192, 97, 193, 98, 194, 99, 100, 195, 196, 101 }
uselistorder <8 x i64> zeroinitializer, { 0, 1, 2, 3, 4, 9, 5, 10, 6, 7, 8, 11 }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"target-abi", !"ilp32d"}
