	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	wide_vgprs              ; -- Begin function wide_vgprs
	.globl	wide_vgprs
	.p2align	8
	.type	wide_vgprs,@function
wide_vgprs:                             ; @wide_vgprs
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b32 s4, s[0:1], 0x4
	v_mov_b32_e32 v1, 0
	s_wait_xcnt 0x0
	s_load_b128 s[0:3], s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_nc_u64_u32 v[0:1], s4, ttmp9, v[0:1]
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], s[0:1], v[0:1]
	v_add_nc_u64_e32 v[0:1], s[2:3], v[0:1]
	s_clause 0x3e
	global_load_b32 v4, v[2:3], off
	global_load_b32 v5, v[2:3], off offset:5226496
	global_load_b32 v6, v[2:3], off offset:5210112
	global_load_b32 v7, v[2:3], off offset:16384
	global_load_b32 v8, v[2:3], off offset:32768
	global_load_b32 v9, v[2:3], off offset:5193728
	global_load_b32 v10, v[2:3], off offset:5177344
	global_load_b32 v11, v[2:3], off offset:49152
	global_load_b32 v12, v[2:3], off offset:65536
	global_load_b32 v13, v[2:3], off offset:5160960
	global_load_b32 v14, v[2:3], off offset:5144576
	global_load_b32 v15, v[2:3], off offset:81920
	global_load_b32 v16, v[2:3], off offset:98304
	global_load_b32 v17, v[2:3], off offset:5128192
	global_load_b32 v18, v[2:3], off offset:5111808
	global_load_b32 v19, v[2:3], off offset:114688
	global_load_b32 v20, v[2:3], off offset:131072
	global_load_b32 v21, v[2:3], off offset:5095424
	global_load_b32 v22, v[2:3], off offset:5079040
	global_load_b32 v23, v[2:3], off offset:147456
	global_load_b32 v24, v[2:3], off offset:163840
	global_load_b32 v25, v[2:3], off offset:5062656
	global_load_b32 v26, v[2:3], off offset:5046272
	global_load_b32 v27, v[2:3], off offset:180224
	global_load_b32 v28, v[2:3], off offset:196608
	global_load_b32 v29, v[2:3], off offset:5029888
	global_load_b32 v30, v[2:3], off offset:5013504
	global_load_b32 v31, v[2:3], off offset:212992
	global_load_b32 v32, v[2:3], off offset:229376
	global_load_b32 v33, v[2:3], off offset:4997120
	global_load_b32 v34, v[2:3], off offset:4980736
	global_load_b32 v35, v[2:3], off offset:245760
	global_load_b32 v36, v[2:3], off offset:262144
	global_load_b32 v37, v[2:3], off offset:4964352
	global_load_b32 v38, v[2:3], off offset:4947968
	global_load_b32 v39, v[2:3], off offset:278528
	global_load_b32 v40, v[2:3], off offset:294912
	global_load_b32 v41, v[2:3], off offset:4931584
	global_load_b32 v42, v[2:3], off offset:4915200
	global_load_b32 v43, v[2:3], off offset:311296
	global_load_b32 v44, v[2:3], off offset:327680
	global_load_b32 v45, v[2:3], off offset:4898816
	global_load_b32 v46, v[2:3], off offset:4882432
	global_load_b32 v47, v[2:3], off offset:344064
	global_load_b32 v48, v[2:3], off offset:360448
	global_load_b32 v49, v[2:3], off offset:4866048
	global_load_b32 v50, v[2:3], off offset:4849664
	global_load_b32 v51, v[2:3], off offset:376832
	global_load_b32 v52, v[2:3], off offset:393216
	global_load_b32 v53, v[2:3], off offset:4833280
	global_load_b32 v54, v[2:3], off offset:4816896
	global_load_b32 v55, v[2:3], off offset:409600
	global_load_b32 v56, v[2:3], off offset:425984
	global_load_b32 v57, v[2:3], off offset:4800512
	global_load_b32 v58, v[2:3], off offset:4784128
	global_load_b32 v59, v[2:3], off offset:442368
	global_load_b32 v60, v[2:3], off offset:458752
	global_load_b32 v61, v[2:3], off offset:4767744
	global_load_b32 v62, v[2:3], off offset:4751360
	global_load_b32 v63, v[2:3], off offset:475136
	global_load_b32 v64, v[2:3], off offset:491520
	global_load_b32 v65, v[2:3], off offset:4734976
	global_load_b32 v66, v[2:3], off offset:4718592
	s_clause 0x3e
	global_load_b32 v67, v[2:3], off offset:507904
	global_load_b32 v68, v[2:3], off offset:524288
	global_load_b32 v69, v[2:3], off offset:4702208
	global_load_b32 v70, v[2:3], off offset:4685824
	global_load_b32 v71, v[2:3], off offset:540672
	global_load_b32 v72, v[2:3], off offset:557056
	global_load_b32 v73, v[2:3], off offset:4669440
	global_load_b32 v74, v[2:3], off offset:4653056
	global_load_b32 v75, v[2:3], off offset:573440
	global_load_b32 v76, v[2:3], off offset:589824
	global_load_b32 v77, v[2:3], off offset:4636672
	global_load_b32 v78, v[2:3], off offset:4620288
	global_load_b32 v79, v[2:3], off offset:606208
	global_load_b32 v80, v[2:3], off offset:622592
	global_load_b32 v81, v[2:3], off offset:4603904
	global_load_b32 v82, v[2:3], off offset:4587520
	global_load_b32 v83, v[2:3], off offset:638976
	global_load_b32 v84, v[2:3], off offset:655360
	global_load_b32 v85, v[2:3], off offset:4571136
	global_load_b32 v86, v[2:3], off offset:4554752
	global_load_b32 v87, v[2:3], off offset:671744
	global_load_b32 v88, v[2:3], off offset:688128
	global_load_b32 v89, v[2:3], off offset:4538368
	global_load_b32 v90, v[2:3], off offset:4521984
	global_load_b32 v91, v[2:3], off offset:704512
	global_load_b32 v92, v[2:3], off offset:720896
	global_load_b32 v93, v[2:3], off offset:4505600
	global_load_b32 v94, v[2:3], off offset:4489216
	global_load_b32 v95, v[2:3], off offset:737280
	global_load_b32 v96, v[2:3], off offset:753664
	global_load_b32 v97, v[2:3], off offset:4472832
	global_load_b32 v98, v[2:3], off offset:4456448
	global_load_b32 v99, v[2:3], off offset:770048
	global_load_b32 v100, v[2:3], off offset:786432
	global_load_b32 v101, v[2:3], off offset:4440064
	global_load_b32 v102, v[2:3], off offset:4423680
	global_load_b32 v103, v[2:3], off offset:802816
	global_load_b32 v104, v[2:3], off offset:819200
	global_load_b32 v105, v[2:3], off offset:4407296
	global_load_b32 v106, v[2:3], off offset:4390912
	global_load_b32 v107, v[2:3], off offset:835584
	global_load_b32 v108, v[2:3], off offset:851968
	global_load_b32 v109, v[2:3], off offset:4374528
	global_load_b32 v110, v[2:3], off offset:4358144
	global_load_b32 v111, v[2:3], off offset:868352
	global_load_b32 v112, v[2:3], off offset:884736
	global_load_b32 v113, v[2:3], off offset:4341760
	global_load_b32 v114, v[2:3], off offset:4325376
	global_load_b32 v115, v[2:3], off offset:901120
	global_load_b32 v116, v[2:3], off offset:917504
	global_load_b32 v117, v[2:3], off offset:4308992
	global_load_b32 v118, v[2:3], off offset:4292608
	global_load_b32 v119, v[2:3], off offset:933888
	global_load_b32 v120, v[2:3], off offset:950272
	global_load_b32 v121, v[2:3], off offset:4276224
	global_load_b32 v122, v[2:3], off offset:4259840
	global_load_b32 v123, v[2:3], off offset:966656
	global_load_b32 v124, v[2:3], off offset:983040
	global_load_b32 v125, v[2:3], off offset:4243456
	global_load_b32 v126, v[2:3], off offset:4227072
	global_load_b32 v127, v[2:3], off offset:999424
	global_load_b32 v128, v[2:3], off offset:1015808
	global_load_b32 v129, v[2:3], off offset:4210688
	s_clause 0x3e
	global_load_b32 v130, v[2:3], off offset:4194304
	global_load_b32 v131, v[2:3], off offset:1032192
	global_load_b32 v132, v[2:3], off offset:1048576
	global_load_b32 v134, v[2:3], off offset:4177920
	global_load_b32 v135, v[2:3], off offset:4161536
	global_load_b32 v136, v[2:3], off offset:1064960
	global_load_b32 v137, v[2:3], off offset:1081344
	global_load_b32 v138, v[2:3], off offset:4145152
	global_load_b32 v139, v[2:3], off offset:4128768
	global_load_b32 v140, v[2:3], off offset:1097728
	global_load_b32 v141, v[2:3], off offset:1114112
	global_load_b32 v142, v[2:3], off offset:4112384
	global_load_b32 v143, v[2:3], off offset:4096000
	global_load_b32 v144, v[2:3], off offset:1130496
	global_load_b32 v145, v[2:3], off offset:1146880
	global_load_b32 v146, v[2:3], off offset:4079616
	global_load_b32 v147, v[2:3], off offset:4063232
	global_load_b32 v148, v[2:3], off offset:1163264
	global_load_b32 v149, v[2:3], off offset:1179648
	global_load_b32 v150, v[2:3], off offset:4046848
	global_load_b32 v151, v[2:3], off offset:4030464
	global_load_b32 v152, v[2:3], off offset:1196032
	global_load_b32 v153, v[2:3], off offset:1212416
	global_load_b32 v154, v[2:3], off offset:4014080
	global_load_b32 v155, v[2:3], off offset:3997696
	global_load_b32 v156, v[2:3], off offset:1228800
	global_load_b32 v157, v[2:3], off offset:1245184
	global_load_b32 v158, v[2:3], off offset:3981312
	global_load_b32 v159, v[2:3], off offset:3964928
	global_load_b32 v160, v[2:3], off offset:1261568
	global_load_b32 v161, v[2:3], off offset:1277952
	global_load_b32 v162, v[2:3], off offset:3948544
	global_load_b32 v163, v[2:3], off offset:3932160
	global_load_b32 v164, v[2:3], off offset:1294336
	global_load_b32 v165, v[2:3], off offset:1310720
	global_load_b32 v166, v[2:3], off offset:3915776
	global_load_b32 v167, v[2:3], off offset:3899392
	global_load_b32 v168, v[2:3], off offset:1327104
	global_load_b32 v169, v[2:3], off offset:1343488
	global_load_b32 v170, v[2:3], off offset:3883008
	global_load_b32 v171, v[2:3], off offset:3866624
	global_load_b32 v172, v[2:3], off offset:1359872
	global_load_b32 v173, v[2:3], off offset:1376256
	global_load_b32 v174, v[2:3], off offset:3850240
	global_load_b32 v175, v[2:3], off offset:3833856
	global_load_b32 v176, v[2:3], off offset:1392640
	global_load_b32 v177, v[2:3], off offset:1409024
	global_load_b32 v178, v[2:3], off offset:3817472
	global_load_b32 v179, v[2:3], off offset:3801088
	global_load_b32 v180, v[2:3], off offset:1425408
	global_load_b32 v181, v[2:3], off offset:1441792
	global_load_b32 v182, v[2:3], off offset:3784704
	global_load_b32 v183, v[2:3], off offset:3768320
	global_load_b32 v184, v[2:3], off offset:1458176
	global_load_b32 v185, v[2:3], off offset:1474560
	global_load_b32 v186, v[2:3], off offset:3751936
	global_load_b32 v187, v[2:3], off offset:3735552
	global_load_b32 v188, v[2:3], off offset:1490944
	global_load_b32 v189, v[2:3], off offset:1507328
	global_load_b32 v190, v[2:3], off offset:3719168
	global_load_b32 v191, v[2:3], off offset:3702784
	global_load_b32 v192, v[2:3], off offset:1523712
	global_load_b32 v193, v[2:3], off offset:1540096
	s_clause 0x3e
	global_load_b32 v194, v[2:3], off offset:3686400
	global_load_b32 v195, v[2:3], off offset:3670016
	global_load_b32 v196, v[2:3], off offset:1556480
	global_load_b32 v197, v[2:3], off offset:1572864
	global_load_b32 v198, v[2:3], off offset:3653632
	global_load_b32 v199, v[2:3], off offset:3637248
	global_load_b32 v200, v[2:3], off offset:1589248
	global_load_b32 v201, v[2:3], off offset:1605632
	global_load_b32 v202, v[2:3], off offset:3620864
	global_load_b32 v203, v[2:3], off offset:3604480
	global_load_b32 v204, v[2:3], off offset:1622016
	global_load_b32 v205, v[2:3], off offset:1638400
	global_load_b32 v206, v[2:3], off offset:3588096
	global_load_b32 v207, v[2:3], off offset:3571712
	global_load_b32 v208, v[2:3], off offset:1654784
	global_load_b32 v209, v[2:3], off offset:1671168
	global_load_b32 v210, v[2:3], off offset:3555328
	global_load_b32 v211, v[2:3], off offset:3538944
	global_load_b32 v212, v[2:3], off offset:1687552
	global_load_b32 v213, v[2:3], off offset:1703936
	global_load_b32 v214, v[2:3], off offset:3522560
	global_load_b32 v215, v[2:3], off offset:3506176
	global_load_b32 v216, v[2:3], off offset:1720320
	global_load_b32 v217, v[2:3], off offset:1736704
	global_load_b32 v218, v[2:3], off offset:3489792
	global_load_b32 v219, v[2:3], off offset:3473408
	global_load_b32 v220, v[2:3], off offset:1753088
	global_load_b32 v221, v[2:3], off offset:1769472
	global_load_b32 v222, v[2:3], off offset:3457024
	global_load_b32 v223, v[2:3], off offset:3440640
	global_load_b32 v224, v[2:3], off offset:1785856
	global_load_b32 v225, v[2:3], off offset:1802240
	global_load_b32 v226, v[2:3], off offset:3424256
	global_load_b32 v227, v[2:3], off offset:3407872
	global_load_b32 v228, v[2:3], off offset:1818624
	global_load_b32 v229, v[2:3], off offset:1835008
	global_load_b32 v230, v[2:3], off offset:3391488
	global_load_b32 v231, v[2:3], off offset:3375104
	global_load_b32 v232, v[2:3], off offset:1851392
	global_load_b32 v233, v[2:3], off offset:1867776
	global_load_b32 v234, v[2:3], off offset:3358720
	global_load_b32 v235, v[2:3], off offset:3342336
	global_load_b32 v236, v[2:3], off offset:1884160
	global_load_b32 v237, v[2:3], off offset:1900544
	global_load_b32 v238, v[2:3], off offset:3325952
	global_load_b32 v239, v[2:3], off offset:3309568
	global_load_b32 v240, v[2:3], off offset:1916928
	global_load_b32 v241, v[2:3], off offset:1933312
	global_load_b32 v242, v[2:3], off offset:3293184
	global_load_b32 v243, v[2:3], off offset:3276800
	global_load_b32 v244, v[2:3], off offset:1949696
	global_load_b32 v245, v[2:3], off offset:1966080
	global_load_b32 v246, v[2:3], off offset:3260416
	global_load_b32 v247, v[2:3], off offset:3244032
	global_load_b32 v248, v[2:3], off offset:1982464
	global_load_b32 v249, v[2:3], off offset:1998848
	global_load_b32 v250, v[2:3], off offset:3227648
	global_load_b32 v251, v[2:3], off offset:3211264
	global_load_b32 v252, v[2:3], off offset:2015232
	global_load_b32 v253, v[2:3], off offset:2031616
	global_load_b32 v254, v[2:3], off offset:3194880
	global_load_b32 v255, v[2:3], off offset:3178496
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	global_load_b32 v0 /*v256*/, v[2:3], off offset:2048000
	s_clause 0x3e
	global_load_b32 v1 /*v257*/, v[2:3], off offset:2064384
	global_load_b32 v2 /*v258*/, v[2:3], off offset:3162112
	global_load_b32 v3 /*v259*/, v[2:3], off offset:3145728
	global_load_b32 v4 /*v260*/, v[2:3], off offset:2080768
	global_load_b32 v5 /*v261*/, v[2:3], off offset:2097152
	global_load_b32 v6 /*v262*/, v[2:3], off offset:3129344
	global_load_b32 v7 /*v263*/, v[2:3], off offset:3112960
	global_load_b32 v8 /*v264*/, v[2:3], off offset:2113536
	global_load_b32 v9 /*v265*/, v[2:3], off offset:2129920
	global_load_b32 v10 /*v266*/, v[2:3], off offset:3096576
	global_load_b32 v11 /*v267*/, v[2:3], off offset:3080192
	global_load_b32 v12 /*v268*/, v[2:3], off offset:2146304
	global_load_b32 v13 /*v269*/, v[2:3], off offset:2162688
	global_load_b32 v14 /*v270*/, v[2:3], off offset:3063808
	global_load_b32 v15 /*v271*/, v[2:3], off offset:3047424
	global_load_b32 v16 /*v272*/, v[2:3], off offset:2179072
	global_load_b32 v17 /*v273*/, v[2:3], off offset:2195456
	global_load_b32 v18 /*v274*/, v[2:3], off offset:3031040
	global_load_b32 v19 /*v275*/, v[2:3], off offset:3014656
	global_load_b32 v20 /*v276*/, v[2:3], off offset:2211840
	global_load_b32 v21 /*v277*/, v[2:3], off offset:2228224
	global_load_b32 v22 /*v278*/, v[2:3], off offset:2998272
	global_load_b32 v23 /*v279*/, v[2:3], off offset:2981888
	global_load_b32 v24 /*v280*/, v[2:3], off offset:2244608
	global_load_b32 v25 /*v281*/, v[2:3], off offset:2260992
	global_load_b32 v26 /*v282*/, v[2:3], off offset:2965504
	global_load_b32 v27 /*v283*/, v[2:3], off offset:2949120
	global_load_b32 v28 /*v284*/, v[2:3], off offset:2277376
	global_load_b32 v29 /*v285*/, v[2:3], off offset:2293760
	global_load_b32 v30 /*v286*/, v[2:3], off offset:2932736
	global_load_b32 v31 /*v287*/, v[2:3], off offset:2916352
	global_load_b32 v32 /*v288*/, v[2:3], off offset:2310144
	global_load_b32 v33 /*v289*/, v[2:3], off offset:2326528
	global_load_b32 v34 /*v290*/, v[2:3], off offset:2899968
	global_load_b32 v35 /*v291*/, v[2:3], off offset:2883584
	global_load_b32 v36 /*v292*/, v[2:3], off offset:2342912
	global_load_b32 v37 /*v293*/, v[2:3], off offset:2359296
	global_load_b32 v38 /*v294*/, v[2:3], off offset:2867200
	global_load_b32 v39 /*v295*/, v[2:3], off offset:2850816
	global_load_b32 v40 /*v296*/, v[2:3], off offset:2375680
	global_load_b32 v41 /*v297*/, v[2:3], off offset:2392064
	global_load_b32 v42 /*v298*/, v[2:3], off offset:2834432
	global_load_b32 v43 /*v299*/, v[2:3], off offset:2818048
	global_load_b32 v44 /*v300*/, v[2:3], off offset:2408448
	global_load_b32 v45 /*v301*/, v[2:3], off offset:2424832
	global_load_b32 v46 /*v302*/, v[2:3], off offset:2801664
	global_load_b32 v47 /*v303*/, v[2:3], off offset:2785280
	global_load_b32 v48 /*v304*/, v[2:3], off offset:2441216
	global_load_b32 v49 /*v305*/, v[2:3], off offset:2457600
	global_load_b32 v50 /*v306*/, v[2:3], off offset:2768896
	global_load_b32 v51 /*v307*/, v[2:3], off offset:2752512
	global_load_b32 v52 /*v308*/, v[2:3], off offset:2473984
	global_load_b32 v53 /*v309*/, v[2:3], off offset:2490368
	global_load_b32 v54 /*v310*/, v[2:3], off offset:2736128
	global_load_b32 v55 /*v311*/, v[2:3], off offset:2719744
	global_load_b32 v56 /*v312*/, v[2:3], off offset:2506752
	global_load_b32 v57 /*v313*/, v[2:3], off offset:2523136
	global_load_b32 v58 /*v314*/, v[2:3], off offset:2703360
	global_load_b32 v59 /*v315*/, v[2:3], off offset:2686976
	global_load_b32 v60 /*v316*/, v[2:3], off offset:2539520
	global_load_b32 v61 /*v317*/, v[2:3], off offset:2555904
	global_load_b32 v62 /*v318*/, v[2:3], off offset:2670592
	global_load_b32 v63 /*v319*/, v[2:3], off offset:2654208
	s_clause 0x4
	global_load_b32 v64 /*v320*/, v[2:3], off offset:2572288
	global_load_b32 v65 /*v321*/, v[2:3], off offset:2588672
	global_load_b32 v66 /*v322*/, v[2:3], off offset:2637824
	global_load_b32 v67 /*v323*/, v[2:3], off offset:2621440
	global_load_b32 v68 /*v324*/, v[2:3], off offset:2605056
	s_wait_loadcnt 0x3e
	s_set_vgpr_msb 0x4000                   ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_fma_f32 v133, v4, v5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v7, v6
	v_fmac_f32_e32 v133, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v11, v10
	v_fmac_f32_e32 v133, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v15, v14
	v_fmac_f32_e32 v133, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v19, v18
	v_fmac_f32_e32 v133, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v23, v22
	v_fmac_f32_e32 v133, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v27, v26
	v_fmac_f32_e32 v133, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v31, v30
	v_fmac_f32_e32 v133, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v35, v34
	v_fmac_f32_e32 v133, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v39, v38
	v_fmac_f32_e32 v133, v40, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v43, v42
	v_fmac_f32_e32 v133, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v47, v46
	v_fmac_f32_e32 v133, v48, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v51, v50
	v_fmac_f32_e32 v133, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v55, v54
	v_fmac_f32_e32 v133, v56, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v59, v58
	v_fmac_f32_e32 v133, v60, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v63, v62
	v_fmac_f32_e32 v133, v64, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v67, v66
	v_fmac_f32_e32 v133, v68, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v71, v70
	v_fmac_f32_e32 v133, v72, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v75, v74
	v_fmac_f32_e32 v133, v76, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v79, v78
	v_fmac_f32_e32 v133, v80, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v83, v82
	v_fmac_f32_e32 v133, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v87, v86
	v_fmac_f32_e32 v133, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v91, v90
	v_fmac_f32_e32 v133, v92, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v95, v94
	v_fmac_f32_e32 v133, v96, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v99, v98
	v_fmac_f32_e32 v133, v100, v101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v103, v102
	v_fmac_f32_e32 v133, v104, v105
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v107, v106
	v_fmac_f32_e32 v133, v108, v109
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v111, v110
	v_fmac_f32_e32 v133, v112, v113
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v115, v114
	v_fmac_f32_e32 v133, v116, v117
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v119, v118
	v_fmac_f32_e32 v133, v120, v121
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v123, v122
	v_fmac_f32_e32 v133, v124, v125
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v127, v126
	v_fmac_f32_e32 v133, v128, v129
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v131, v130
	v_fmac_f32_e32 v133, v132, v134
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v136, v135
	v_fmac_f32_e32 v133, v137, v138
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v140, v139
	v_fmac_f32_e32 v133, v141, v142
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v144, v143
	v_fmac_f32_e32 v133, v145, v146
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v148, v147
	v_fmac_f32_e32 v133, v149, v150
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v152, v151
	v_fmac_f32_e32 v133, v153, v154
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v156, v155
	v_fmac_f32_e32 v133, v157, v158
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v160, v159
	v_fmac_f32_e32 v133, v161, v162
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v164, v163
	v_fmac_f32_e32 v133, v165, v166
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v168, v167
	v_fmac_f32_e32 v133, v169, v170
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v172, v171
	v_fmac_f32_e32 v133, v173, v174
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v176, v175
	v_fmac_f32_e32 v133, v177, v178
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v180, v179
	v_fmac_f32_e32 v133, v181, v182
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v184, v183
	v_fmac_f32_e32 v133, v185, v186
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v188, v187
	v_fmac_f32_e32 v133, v189, v190
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v192, v191
	v_fmac_f32_e32 v133, v193, v194
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v196, v195
	v_fmac_f32_e32 v133, v197, v198
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v200, v199
	v_fmac_f32_e32 v133, v201, v202
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v204, v203
	v_fmac_f32_e32 v133, v205, v206
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v208, v207
	v_fmac_f32_e32 v133, v209, v210
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v212, v211
	v_fmac_f32_e32 v133, v213, v214
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v216, v215
	v_fmac_f32_e32 v133, v217, v218
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v220, v219
	v_fmac_f32_e32 v133, v221, v222
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v224, v223
	v_fmac_f32_e32 v133, v225, v226
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v228, v227
	v_fmac_f32_e32 v133, v229, v230
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v232, v231
	v_fmac_f32_e32 v133, v233, v234
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v236, v235
	v_fmac_f32_e32 v133, v237, v238
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v240, v239
	v_fmac_f32_e32 v133, v241, v242
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v244, v243
	v_fmac_f32_e32 v133, v245, v246
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v248, v247
	v_fmac_f32_e32 v133, v249, v250
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v252, v251
	v_fmac_f32_e32 v133, v253, v254
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v0 /*v256*/, v255
	s_set_vgpr_msb 0x105                    ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_fmac_f32_e32 v133, v1 /*v257*/, v2 /*v258*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v4 /*v260*/, v3 /*v259*/
	v_fmac_f32_e32 v133, v5 /*v261*/, v6 /*v262*/
	s_wait_loadcnt 0x3c
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v8 /*v264*/, v7 /*v263*/
	s_wait_loadcnt 0x3a
	v_fmac_f32_e32 v133, v9 /*v265*/, v10 /*v266*/
	s_wait_loadcnt 0x38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v12 /*v268*/, v11 /*v267*/
	s_wait_loadcnt 0x36
	v_fmac_f32_e32 v133, v13 /*v269*/, v14 /*v270*/
	s_wait_loadcnt 0x34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v16 /*v272*/, v15 /*v271*/
	s_wait_loadcnt 0x32
	v_fmac_f32_e32 v133, v17 /*v273*/, v18 /*v274*/
	s_wait_loadcnt 0x30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v20 /*v276*/, v19 /*v275*/
	s_wait_loadcnt 0x2e
	v_fmac_f32_e32 v133, v21 /*v277*/, v22 /*v278*/
	s_wait_loadcnt 0x2c
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v24 /*v280*/, v23 /*v279*/
	s_wait_loadcnt 0x2a
	v_fmac_f32_e32 v133, v25 /*v281*/, v26 /*v282*/
	s_wait_loadcnt 0x28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v28 /*v284*/, v27 /*v283*/
	s_wait_loadcnt 0x26
	v_fmac_f32_e32 v133, v29 /*v285*/, v30 /*v286*/
	s_wait_loadcnt 0x24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v32 /*v288*/, v31 /*v287*/
	s_wait_loadcnt 0x22
	v_fmac_f32_e32 v133, v33 /*v289*/, v34 /*v290*/
	s_wait_loadcnt 0x20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v36 /*v292*/, v35 /*v291*/
	s_wait_loadcnt 0x1e
	v_fmac_f32_e32 v133, v37 /*v293*/, v38 /*v294*/
	s_wait_loadcnt 0x1c
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v40 /*v296*/, v39 /*v295*/
	s_wait_loadcnt 0x1a
	v_fmac_f32_e32 v133, v41 /*v297*/, v42 /*v298*/
	s_wait_loadcnt 0x18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v44 /*v300*/, v43 /*v299*/
	s_wait_loadcnt 0x16
	v_fmac_f32_e32 v133, v45 /*v301*/, v46 /*v302*/
	s_wait_loadcnt 0x14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v48 /*v304*/, v47 /*v303*/
	s_wait_loadcnt 0x12
	v_fmac_f32_e32 v133, v49 /*v305*/, v50 /*v306*/
	s_wait_loadcnt 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v52 /*v308*/, v51 /*v307*/
	s_wait_loadcnt 0xe
	v_fmac_f32_e32 v133, v53 /*v309*/, v54 /*v310*/
	s_wait_loadcnt 0xc
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v56 /*v312*/, v55 /*v311*/
	s_wait_loadcnt 0xa
	v_fmac_f32_e32 v133, v57 /*v313*/, v58 /*v314*/
	s_wait_loadcnt 0x8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v60 /*v316*/, v59 /*v315*/
	s_wait_loadcnt 0x6
	v_fmac_f32_e32 v133, v61 /*v317*/, v62 /*v318*/
	s_wait_loadcnt 0x4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v64 /*v320*/, v63 /*v319*/
	s_wait_loadcnt 0x2
	v_fmac_f32_e32 v133, v65 /*v321*/, v66 /*v322*/
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v68 /*v324*/, v67 /*v323*/
	v_fmac_f32_e32 v133, v67 /*v323*/, v68 /*v324*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v66 /*v322*/, v65 /*v321*/
	v_fmac_f32_e32 v133, v63 /*v319*/, v64 /*v320*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v62 /*v318*/, v61 /*v317*/
	v_fmac_f32_e32 v133, v59 /*v315*/, v60 /*v316*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v58 /*v314*/, v57 /*v313*/
	v_fmac_f32_e32 v133, v55 /*v311*/, v56 /*v312*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v54 /*v310*/, v53 /*v309*/
	v_fmac_f32_e32 v133, v51 /*v307*/, v52 /*v308*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v50 /*v306*/, v49 /*v305*/
	v_fmac_f32_e32 v133, v47 /*v303*/, v48 /*v304*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v46 /*v302*/, v45 /*v301*/
	v_fmac_f32_e32 v133, v43 /*v299*/, v44 /*v300*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v42 /*v298*/, v41 /*v297*/
	v_fmac_f32_e32 v133, v39 /*v295*/, v40 /*v296*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v38 /*v294*/, v37 /*v293*/
	v_fmac_f32_e32 v133, v35 /*v291*/, v36 /*v292*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v34 /*v290*/, v33 /*v289*/
	v_fmac_f32_e32 v133, v31 /*v287*/, v32 /*v288*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v30 /*v286*/, v29 /*v285*/
	v_fmac_f32_e32 v133, v27 /*v283*/, v28 /*v284*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v26 /*v282*/, v25 /*v281*/
	v_fmac_f32_e32 v133, v23 /*v279*/, v24 /*v280*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v22 /*v278*/, v21 /*v277*/
	v_fmac_f32_e32 v133, v19 /*v275*/, v20 /*v276*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v18 /*v274*/, v17 /*v273*/
	v_fmac_f32_e32 v133, v15 /*v271*/, v16 /*v272*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v14 /*v270*/, v13 /*v269*/
	v_fmac_f32_e32 v133, v11 /*v267*/, v12 /*v268*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v10 /*v266*/, v9 /*v265*/
	v_fmac_f32_e32 v133, v7 /*v263*/, v8 /*v264*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v6 /*v262*/, v5 /*v261*/
	v_fmac_f32_e32 v133, v3 /*v259*/, v4 /*v260*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v2 /*v258*/, v1 /*v257*/
	s_set_vgpr_msb 0x504                    ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_fmac_f32_e32 v133, v255, v0 /*v256*/
	s_set_vgpr_msb 0x400                    ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v254, v253
	v_fmac_f32_e32 v133, v251, v252
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v250, v249
	v_fmac_f32_e32 v133, v247, v248
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v246, v245
	v_fmac_f32_e32 v133, v243, v244
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v242, v241
	v_fmac_f32_e32 v133, v239, v240
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v238, v237
	v_fmac_f32_e32 v133, v235, v236
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v234, v233
	v_fmac_f32_e32 v133, v231, v232
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v230, v229
	v_fmac_f32_e32 v133, v227, v228
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v226, v225
	v_fmac_f32_e32 v133, v223, v224
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v222, v221
	v_fmac_f32_e32 v133, v219, v220
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v218, v217
	v_fmac_f32_e32 v133, v215, v216
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v214, v213
	v_fmac_f32_e32 v133, v211, v212
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v210, v209
	v_fmac_f32_e32 v133, v207, v208
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v206, v205
	v_fmac_f32_e32 v133, v203, v204
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v202, v201
	v_fmac_f32_e32 v133, v199, v200
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v198, v197
	v_fmac_f32_e32 v133, v195, v196
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v194, v193
	v_fmac_f32_e32 v133, v191, v192
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v190, v189
	v_fmac_f32_e32 v133, v187, v188
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v186, v185
	v_fmac_f32_e32 v133, v183, v184
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v182, v181
	v_fmac_f32_e32 v133, v179, v180
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v178, v177
	v_fmac_f32_e32 v133, v175, v176
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v174, v173
	v_fmac_f32_e32 v133, v171, v172
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v170, v169
	v_fmac_f32_e32 v133, v167, v168
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v166, v165
	v_fmac_f32_e32 v133, v163, v164
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v162, v161
	v_fmac_f32_e32 v133, v159, v160
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v158, v157
	v_fmac_f32_e32 v133, v155, v156
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v154, v153
	v_fmac_f32_e32 v133, v151, v152
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v150, v149
	v_fmac_f32_e32 v133, v147, v148
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v146, v145
	v_fmac_f32_e32 v133, v143, v144
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v142, v141
	v_fmac_f32_e32 v133, v139, v140
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v138, v137
	v_fmac_f32_e32 v133, v135, v136
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v134, v132
	v_fmac_f32_e32 v133, v130, v131
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v129, v128
	v_fmac_f32_e32 v133, v126, v127
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v125, v124
	v_fmac_f32_e32 v133, v122, v123
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v121, v120
	v_fmac_f32_e32 v133, v118, v119
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v117, v116
	v_fmac_f32_e32 v133, v114, v115
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v113, v112
	v_fmac_f32_e32 v133, v110, v111
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v109, v108
	v_fmac_f32_e32 v133, v106, v107
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v105, v104
	v_fmac_f32_e32 v133, v102, v103
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v101, v100
	v_fmac_f32_e32 v133, v98, v99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v97, v96
	v_fmac_f32_e32 v133, v94, v95
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v93, v92
	v_fmac_f32_e32 v133, v90, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v89, v88
	v_fmac_f32_e32 v133, v86, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v85, v84
	v_fmac_f32_e32 v133, v82, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v81, v80
	v_fmac_f32_e32 v133, v78, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v77, v76
	v_fmac_f32_e32 v133, v74, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v73, v72
	v_fmac_f32_e32 v133, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v69, v68
	v_fmac_f32_e32 v133, v66, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v65, v64
	v_fmac_f32_e32 v133, v62, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v61, v60
	v_fmac_f32_e32 v133, v58, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v57, v56
	v_fmac_f32_e32 v133, v54, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v53, v52
	v_fmac_f32_e32 v133, v50, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v49, v48
	v_fmac_f32_e32 v133, v46, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v45, v44
	v_fmac_f32_e32 v133, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v41, v40
	v_fmac_f32_e32 v133, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v37, v36
	v_fmac_f32_e32 v133, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v33, v32
	v_fmac_f32_e32 v133, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v29, v28
	v_fmac_f32_e32 v133, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v25, v24
	v_fmac_f32_e32 v133, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v21, v20
	v_fmac_f32_e32 v133, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v17, v16
	v_fmac_f32_e32 v133, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v13, v12
	v_fmac_f32_e32 v133, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v9, v8
	v_fmac_f32_e32 v133, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v133, v5, v4
	v_dual_mul_f32 v2, v133, v4 :: v_dual_mul_f32 v3, v133, v7
	v_dual_mul_f32 v4, v133, v8 :: v_dual_mul_f32 v7, v133, v11
	v_dual_mul_f32 v8, v133, v12 :: v_dual_mul_f32 v11, v133, v15
	v_dual_mul_f32 v12, v133, v16 :: v_dual_mul_f32 v15, v133, v19
	v_dual_mul_f32 v16, v133, v20 :: v_dual_mul_f32 v19, v133, v23
	v_dual_mul_f32 v20, v133, v24 :: v_dual_mul_f32 v23, v133, v27
	v_dual_mul_f32 v24, v133, v28 :: v_dual_mul_f32 v27, v133, v31
	v_dual_mul_f32 v28, v133, v32 :: v_dual_mul_f32 v31, v133, v35
	v_dual_mul_f32 v32, v133, v36 :: v_dual_mul_f32 v35, v133, v39
	v_dual_mul_f32 v36, v133, v40 :: v_dual_mul_f32 v39, v133, v43
	v_dual_mul_f32 v40, v133, v44 :: v_dual_mul_f32 v43, v133, v47
	v_dual_mul_f32 v44, v133, v48 :: v_dual_mul_f32 v47, v133, v51
	v_dual_mul_f32 v48, v133, v52 :: v_dual_mul_f32 v51, v133, v55
	v_dual_mul_f32 v52, v133, v56 :: v_dual_mul_f32 v55, v133, v59
	v_dual_mul_f32 v56, v133, v60 :: v_dual_mul_f32 v59, v133, v63
	v_dual_mul_f32 v60, v133, v64 :: v_dual_mul_f32 v63, v133, v67
	v_dual_mul_f32 v64, v133, v68 :: v_dual_mul_f32 v67, v133, v71
	v_dual_mul_f32 v68, v133, v72 :: v_dual_mul_f32 v71, v133, v75
	v_dual_mul_f32 v72, v133, v76 :: v_dual_mul_f32 v75, v133, v79
	v_dual_mul_f32 v76, v133, v80 :: v_dual_mul_f32 v79, v133, v83
	v_dual_mul_f32 v80, v133, v84 :: v_dual_mul_f32 v83, v133, v87
	v_dual_mul_f32 v84, v133, v88 :: v_dual_mul_f32 v87, v133, v91
	v_dual_mul_f32 v88, v133, v92 :: v_dual_mul_f32 v91, v133, v95
	v_dual_mul_f32 v92, v133, v96 :: v_dual_mul_f32 v95, v133, v99
	v_dual_mul_f32 v96, v133, v100 :: v_dual_mul_f32 v99, v133, v103
	v_dual_mul_f32 v100, v133, v104 :: v_dual_mul_f32 v103, v133, v107
	v_dual_mul_f32 v104, v133, v108 :: v_dual_mul_f32 v107, v133, v111
	v_dual_mul_f32 v108, v133, v112 :: v_dual_mul_f32 v111, v133, v115
	v_dual_mul_f32 v112, v133, v116 :: v_dual_mul_f32 v115, v133, v119
	v_dual_mul_f32 v116, v133, v120 :: v_dual_mul_f32 v119, v133, v123
	v_dual_mul_f32 v120, v133, v124 :: v_dual_mul_f32 v123, v133, v127
	v_dual_mul_f32 v124, v133, v128 :: v_dual_mul_f32 v127, v133, v131
	v_dual_mul_f32 v128, v133, v132 :: v_dual_mul_f32 v132, v133, v137
	v_dual_mul_f32 v131, v133, v136 :: v_dual_mul_f32 v137, v133, v141
	v_dual_mul_f32 v136, v133, v140 :: v_dual_mul_f32 v141, v133, v145
	v_dual_mul_f32 v140, v133, v144 :: v_dual_mul_f32 v145, v133, v149
	v_dual_mul_f32 v144, v133, v148 :: v_dual_mul_f32 v149, v133, v153
	v_dual_mul_f32 v148, v133, v152 :: v_dual_mul_f32 v153, v133, v157
	v_dual_mul_f32 v152, v133, v156 :: v_dual_mul_f32 v157, v133, v161
	v_dual_mul_f32 v156, v133, v160 :: v_dual_mul_f32 v161, v133, v165
	v_dual_mul_f32 v160, v133, v164 :: v_dual_mul_f32 v165, v133, v169
	v_dual_mul_f32 v164, v133, v168 :: v_dual_mul_f32 v169, v133, v173
	v_dual_mul_f32 v168, v133, v172 :: v_dual_mul_f32 v173, v133, v177
	v_dual_mul_f32 v172, v133, v176 :: v_dual_mul_f32 v177, v133, v181
	v_dual_mul_f32 v176, v133, v180 :: v_dual_mul_f32 v181, v133, v185
	v_dual_mul_f32 v180, v133, v184 :: v_dual_mul_f32 v185, v133, v189
	v_dual_mul_f32 v184, v133, v188 :: v_dual_mul_f32 v189, v133, v193
	v_dual_mul_f32 v188, v133, v192 :: v_dual_mul_f32 v193, v133, v197
	v_dual_mul_f32 v192, v133, v196 :: v_dual_mul_f32 v197, v133, v201
	v_dual_mul_f32 v196, v133, v200 :: v_dual_mul_f32 v201, v133, v205
	v_dual_mul_f32 v200, v133, v204 :: v_dual_mul_f32 v205, v133, v209
	v_dual_mul_f32 v204, v133, v208 :: v_dual_mul_f32 v209, v133, v213
	v_dual_mul_f32 v208, v133, v212 :: v_dual_mul_f32 v213, v133, v217
	v_dual_mul_f32 v212, v133, v216 :: v_dual_mul_f32 v217, v133, v221
	v_dual_mul_f32 v216, v133, v220 :: v_dual_mul_f32 v221, v133, v225
	v_dual_mul_f32 v220, v133, v224 :: v_dual_mul_f32 v225, v133, v229
	v_dual_mul_f32 v224, v133, v228 :: v_dual_mul_f32 v229, v133, v233
	v_dual_mul_f32 v228, v133, v232 :: v_dual_mul_f32 v233, v133, v237
	v_dual_mul_f32 v232, v133, v236 :: v_dual_mul_f32 v237, v133, v241
	v_dual_mul_f32 v236, v133, v240 :: v_dual_mul_f32 v241, v133, v245
	v_dual_mul_f32 v240, v133, v244 :: v_dual_mul_f32 v245, v133, v249
	v_dual_mul_f32 v244, v133, v248 :: v_dual_mul_f32 v249, v133, v253
	v_dual_mul_f32 v248, v133, v252 :: v_dual_mul_f32 v255, v133, v255
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_dual_mul_f32 v252, v133, v0 /*v256*/ :: v_dual_mul_f32 v253, v133, v1 /*v257*/
	s_set_vgpr_msb 0x444                    ;  msbs: dst=1 src0=0 src1=1 src2=0
	v_dual_mul_f32 v0 /*v256*/, v133, v4 /*v260*/ :: v_dual_mul_f32 v1 /*v257*/, v133, v5 /*v261*/
	v_dual_mul_f32 v4 /*v260*/, v133, v8 /*v264*/ :: v_dual_mul_f32 v5 /*v261*/, v133, v9 /*v265*/
	v_dual_mul_f32 v8 /*v264*/, v133, v12 /*v268*/ :: v_dual_mul_f32 v9 /*v265*/, v133, v13 /*v269*/
	v_dual_mul_f32 v12 /*v268*/, v133, v16 /*v272*/ :: v_dual_mul_f32 v13 /*v269*/, v133, v17 /*v273*/
	v_dual_mul_f32 v16 /*v272*/, v133, v20 /*v276*/ :: v_dual_mul_f32 v17 /*v273*/, v133, v21 /*v277*/
	v_dual_mul_f32 v20 /*v276*/, v133, v24 /*v280*/ :: v_dual_mul_f32 v21 /*v277*/, v133, v25 /*v281*/
	v_dual_mul_f32 v24 /*v280*/, v133, v28 /*v284*/ :: v_dual_mul_f32 v25 /*v281*/, v133, v29 /*v285*/
	v_dual_mul_f32 v28 /*v284*/, v133, v32 /*v288*/ :: v_dual_mul_f32 v29 /*v285*/, v133, v33 /*v289*/
	v_dual_mul_f32 v32 /*v288*/, v133, v36 /*v292*/ :: v_dual_mul_f32 v33 /*v289*/, v133, v37 /*v293*/
	v_dual_mul_f32 v36 /*v292*/, v133, v40 /*v296*/ :: v_dual_mul_f32 v37 /*v293*/, v133, v41 /*v297*/
	v_dual_mul_f32 v40 /*v296*/, v133, v44 /*v300*/ :: v_dual_mul_f32 v41 /*v297*/, v133, v45 /*v301*/
	v_dual_mul_f32 v44 /*v300*/, v133, v48 /*v304*/ :: v_dual_mul_f32 v45 /*v301*/, v133, v49 /*v305*/
	v_dual_mul_f32 v48 /*v304*/, v133, v52 /*v308*/ :: v_dual_mul_f32 v49 /*v305*/, v133, v53 /*v309*/
	v_dual_mul_f32 v52 /*v308*/, v133, v56 /*v312*/ :: v_dual_mul_f32 v53 /*v309*/, v133, v57 /*v313*/
	v_dual_mul_f32 v56 /*v312*/, v133, v60 /*v316*/ :: v_dual_mul_f32 v57 /*v313*/, v133, v61 /*v317*/
	v_dual_mul_f32 v60 /*v316*/, v133, v64 /*v320*/ :: v_dual_mul_f32 v61 /*v317*/, v133, v65 /*v321*/
	v_dual_mul_f32 v64 /*v320*/, v133, v68 /*v324*/ :: v_dual_mul_f32 v65 /*v321*/, v133, v67 /*v323*/
	v_dual_mul_f32 v66 /*v322*/, v133, v66 /*v322*/ :: v_dual_mul_f32 v63 /*v319*/, v133, v63 /*v319*/
	v_dual_mul_f32 v62 /*v318*/, v133, v62 /*v318*/ :: v_dual_mul_f32 v59 /*v315*/, v133, v59 /*v315*/
	v_dual_mul_f32 v58 /*v314*/, v133, v58 /*v314*/ :: v_dual_mul_f32 v55 /*v311*/, v133, v55 /*v311*/
	v_dual_mul_f32 v54 /*v310*/, v133, v54 /*v310*/ :: v_dual_mul_f32 v51 /*v307*/, v133, v51 /*v307*/
	v_dual_mul_f32 v50 /*v306*/, v133, v50 /*v306*/ :: v_dual_mul_f32 v47 /*v303*/, v133, v47 /*v303*/
	v_dual_mul_f32 v46 /*v302*/, v133, v46 /*v302*/ :: v_dual_mul_f32 v43 /*v299*/, v133, v43 /*v299*/
	v_dual_mul_f32 v42 /*v298*/, v133, v42 /*v298*/ :: v_dual_mul_f32 v39 /*v295*/, v133, v39 /*v295*/
	v_dual_mul_f32 v38 /*v294*/, v133, v38 /*v294*/ :: v_dual_mul_f32 v35 /*v291*/, v133, v35 /*v291*/
	v_dual_mul_f32 v34 /*v290*/, v133, v34 /*v290*/ :: v_dual_mul_f32 v31 /*v287*/, v133, v31 /*v287*/
	v_dual_mul_f32 v30 /*v286*/, v133, v30 /*v286*/ :: v_dual_mul_f32 v27 /*v283*/, v133, v27 /*v283*/
	v_dual_mul_f32 v26 /*v282*/, v133, v26 /*v282*/ :: v_dual_mul_f32 v23 /*v279*/, v133, v23 /*v279*/
	v_dual_mul_f32 v22 /*v278*/, v133, v22 /*v278*/ :: v_dual_mul_f32 v19 /*v275*/, v133, v19 /*v275*/
	v_dual_mul_f32 v18 /*v274*/, v133, v18 /*v274*/ :: v_dual_mul_f32 v15 /*v271*/, v133, v15 /*v271*/
	v_dual_mul_f32 v14 /*v270*/, v133, v14 /*v270*/ :: v_dual_mul_f32 v11 /*v267*/, v133, v11 /*v267*/
	v_dual_mul_f32 v10 /*v266*/, v133, v10 /*v266*/ :: v_dual_mul_f32 v7 /*v263*/, v133, v7 /*v263*/
	v_dual_mul_f32 v6 /*v262*/, v133, v6 /*v262*/ :: v_dual_mul_f32 v3 /*v259*/, v133, v3 /*v259*/
	v_mul_f32_e32 v2 /*v258*/, v133, v2 /*v258*/
	s_set_vgpr_msb 0x4400                   ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_dual_mul_f32 v254, v133, v254 :: v_dual_mul_f32 v251, v133, v251
	v_dual_mul_f32 v250, v133, v250 :: v_dual_mul_f32 v247, v133, v247
	v_dual_mul_f32 v246, v133, v246 :: v_dual_mul_f32 v243, v133, v243
	v_dual_mul_f32 v242, v133, v242 :: v_dual_mul_f32 v239, v133, v239
	v_dual_mul_f32 v238, v133, v238 :: v_dual_mul_f32 v235, v133, v235
	v_dual_mul_f32 v234, v133, v234 :: v_dual_mul_f32 v231, v133, v231
	v_dual_mul_f32 v230, v133, v230 :: v_dual_mul_f32 v227, v133, v227
	v_dual_mul_f32 v226, v133, v226 :: v_dual_mul_f32 v223, v133, v223
	v_dual_mul_f32 v222, v133, v222 :: v_dual_mul_f32 v219, v133, v219
	v_dual_mul_f32 v218, v133, v218 :: v_dual_mul_f32 v215, v133, v215
	v_dual_mul_f32 v214, v133, v214 :: v_dual_mul_f32 v211, v133, v211
	v_dual_mul_f32 v210, v133, v210 :: v_dual_mul_f32 v207, v133, v207
	v_dual_mul_f32 v206, v133, v206 :: v_dual_mul_f32 v203, v133, v203
	v_dual_mul_f32 v202, v133, v202 :: v_dual_mul_f32 v199, v133, v199
	v_dual_mul_f32 v198, v133, v198 :: v_dual_mul_f32 v195, v133, v195
	v_dual_mul_f32 v194, v133, v194 :: v_dual_mul_f32 v191, v133, v191
	v_dual_mul_f32 v190, v133, v190 :: v_dual_mul_f32 v187, v133, v187
	v_dual_mul_f32 v186, v133, v186 :: v_dual_mul_f32 v183, v133, v183
	v_dual_mul_f32 v182, v133, v182 :: v_dual_mul_f32 v179, v133, v179
	v_dual_mul_f32 v178, v133, v178 :: v_dual_mul_f32 v175, v133, v175
	v_dual_mul_f32 v174, v133, v174 :: v_dual_mul_f32 v171, v133, v171
	v_dual_mul_f32 v170, v133, v170 :: v_dual_mul_f32 v167, v133, v167
	v_dual_mul_f32 v166, v133, v166 :: v_dual_mul_f32 v163, v133, v163
	v_dual_mul_f32 v162, v133, v162 :: v_dual_mul_f32 v159, v133, v159
	v_dual_mul_f32 v158, v133, v158 :: v_dual_mul_f32 v155, v133, v155
	v_dual_mul_f32 v154, v133, v154 :: v_dual_mul_f32 v151, v133, v151
	v_dual_mul_f32 v150, v133, v150 :: v_dual_mul_f32 v147, v133, v147
	v_dual_mul_f32 v146, v133, v146 :: v_dual_mul_f32 v143, v133, v143
	v_dual_mul_f32 v142, v133, v142 :: v_dual_mul_f32 v139, v133, v139
	v_dual_mul_f32 v138, v133, v138 :: v_dual_mul_f32 v135, v133, v135
	v_mul_f32_e32 v134, v133, v134
	v_mul_f32_e32 v130, v133, v130
	s_clause 0x6
	global_store_b32 v[0:1], v112, off offset:917504
	global_store_b32 v[0:1], v115, off offset:933888
	global_store_b32 v[0:1], v116, off offset:950272
	global_store_b32 v[0:1], v119, off offset:966656
	global_store_b32 v[0:1], v120, off offset:983040
	global_store_b32 v[0:1], v123, off offset:999424
	global_store_b32 v[0:1], v124, off offset:1015808
	s_wait_xcnt 0x5
	v_dual_mul_f32 v112, v133, v129 :: v_dual_mul_f32 v115, v133, v126
	s_wait_xcnt 0x2
	v_mul_f32_e32 v120, v133, v121
	v_dual_mul_f32 v116, v133, v125 :: v_dual_mul_f32 v119, v133, v122
	v_dual_mul_f32 v117, v133, v117 :: v_dual_mul_f32 v118, v133, v118
	s_clause 0x7
	global_store_b32 v[0:1], v96, off offset:786432
	global_store_b32 v[0:1], v99, off offset:802816
	global_store_b32 v[0:1], v100, off offset:819200
	global_store_b32 v[0:1], v103, off offset:835584
	global_store_b32 v[0:1], v104, off offset:851968
	global_store_b32 v[0:1], v107, off offset:868352
	global_store_b32 v[0:1], v108, off offset:884736
	global_store_b32 v[0:1], v111, off offset:901120
	s_wait_xcnt 0x4
	v_dual_mul_f32 v96, v133, v114 :: v_dual_mul_f32 v103, v133, v109
	v_dual_mul_f32 v99, v133, v113 :: v_dual_mul_f32 v100, v133, v110
	s_wait_xcnt 0x3
	v_dual_mul_f32 v105, v133, v105 :: v_dual_mul_f32 v104, v133, v106
	v_dual_mul_f32 v101, v133, v101 :: v_dual_mul_f32 v102, v133, v102
	s_clause 0x7
	global_store_b32 v[0:1], v80, off offset:655360
	global_store_b32 v[0:1], v83, off offset:671744
	global_store_b32 v[0:1], v84, off offset:688128
	global_store_b32 v[0:1], v87, off offset:704512
	global_store_b32 v[0:1], v88, off offset:720896
	global_store_b32 v[0:1], v91, off offset:737280
	global_store_b32 v[0:1], v92, off offset:753664
	global_store_b32 v[0:1], v95, off offset:770048
	s_wait_xcnt 0x4
	v_dual_mul_f32 v80, v133, v98 :: v_dual_mul_f32 v87, v133, v93
	v_dual_mul_f32 v83, v133, v97 :: v_dual_mul_f32 v84, v133, v94
	s_wait_xcnt 0x3
	v_dual_mul_f32 v89, v133, v89 :: v_dual_mul_f32 v88, v133, v90
	v_dual_mul_f32 v85, v133, v85 :: v_dual_mul_f32 v86, v133, v86
	s_clause 0x7
	global_store_b32 v[0:1], v64, off offset:524288
	global_store_b32 v[0:1], v67, off offset:540672
	global_store_b32 v[0:1], v68, off offset:557056
	global_store_b32 v[0:1], v71, off offset:573440
	global_store_b32 v[0:1], v72, off offset:589824
	global_store_b32 v[0:1], v75, off offset:606208
	global_store_b32 v[0:1], v76, off offset:622592
	global_store_b32 v[0:1], v79, off offset:638976
	s_wait_xcnt 0x4
	v_dual_mul_f32 v64, v133, v82 :: v_dual_mul_f32 v71, v133, v77
	v_dual_mul_f32 v67, v133, v81 :: v_dual_mul_f32 v68, v133, v78
	s_wait_xcnt 0x3
	v_dual_mul_f32 v73, v133, v73 :: v_dual_mul_f32 v72, v133, v74
	v_dual_mul_f32 v69, v133, v69 :: v_dual_mul_f32 v70, v133, v70
	s_clause 0x7
	global_store_b32 v[0:1], v48, off offset:393216
	global_store_b32 v[0:1], v51, off offset:409600
	global_store_b32 v[0:1], v52, off offset:425984
	global_store_b32 v[0:1], v55, off offset:442368
	global_store_b32 v[0:1], v56, off offset:458752
	global_store_b32 v[0:1], v59, off offset:475136
	global_store_b32 v[0:1], v60, off offset:491520
	global_store_b32 v[0:1], v63, off offset:507904
	s_wait_xcnt 0x4
	v_dual_mul_f32 v48, v133, v66 :: v_dual_mul_f32 v55, v133, v61
	v_dual_mul_f32 v51, v133, v65 :: v_dual_mul_f32 v52, v133, v62
	s_wait_xcnt 0x3
	v_dual_mul_f32 v57, v133, v57 :: v_dual_mul_f32 v56, v133, v58
	v_dual_mul_f32 v53, v133, v53 :: v_dual_mul_f32 v54, v133, v54
	s_clause 0x7
	global_store_b32 v[0:1], v32, off offset:262144
	global_store_b32 v[0:1], v35, off offset:278528
	global_store_b32 v[0:1], v36, off offset:294912
	global_store_b32 v[0:1], v39, off offset:311296
	global_store_b32 v[0:1], v40, off offset:327680
	global_store_b32 v[0:1], v43, off offset:344064
	global_store_b32 v[0:1], v44, off offset:360448
	global_store_b32 v[0:1], v47, off offset:376832
	s_wait_xcnt 0x4
	v_dual_mul_f32 v32, v133, v50 :: v_dual_mul_f32 v39, v133, v45
	v_dual_mul_f32 v35, v133, v49 :: v_dual_mul_f32 v36, v133, v46
	s_wait_xcnt 0x3
	v_dual_mul_f32 v41, v133, v41 :: v_dual_mul_f32 v40, v133, v42
	v_dual_mul_f32 v37, v133, v37 :: v_dual_mul_f32 v38, v133, v38
	s_clause 0x7
	global_store_b32 v[0:1], v16, off offset:131072
	global_store_b32 v[0:1], v19, off offset:147456
	global_store_b32 v[0:1], v20, off offset:163840
	global_store_b32 v[0:1], v23, off offset:180224
	global_store_b32 v[0:1], v24, off offset:196608
	global_store_b32 v[0:1], v27, off offset:212992
	global_store_b32 v[0:1], v28, off offset:229376
	global_store_b32 v[0:1], v31, off offset:245760
	s_wait_xcnt 0x4
	v_dual_mul_f32 v16, v133, v34 :: v_dual_mul_f32 v23, v133, v29
	v_dual_mul_f32 v19, v133, v33 :: v_dual_mul_f32 v20, v133, v30
	s_wait_xcnt 0x3
	v_dual_mul_f32 v25, v133, v25 :: v_dual_mul_f32 v24, v133, v26
	v_dual_mul_f32 v21, v133, v21 :: v_dual_mul_f32 v22, v133, v22
	s_clause 0x7
	global_store_b32 v[0:1], v2, off
	global_store_b32 v[0:1], v3, off offset:16384
	global_store_b32 v[0:1], v4, off offset:32768
	global_store_b32 v[0:1], v7, off offset:49152
	global_store_b32 v[0:1], v8, off offset:65536
	global_store_b32 v[0:1], v11, off offset:81920
	global_store_b32 v[0:1], v12, off offset:98304
	global_store_b32 v[0:1], v15, off offset:114688
	s_wait_xcnt 0x4
	v_dual_mul_f32 v2, v133, v18 :: v_dual_mul_f32 v7, v133, v13
	v_dual_mul_f32 v3, v133, v17 :: v_dual_mul_f32 v4, v133, v14
	s_wait_xcnt 0x3
	v_dual_mul_f32 v9, v133, v9 :: v_dual_mul_f32 v8, v133, v10
	v_dual_mul_f32 v5, v133, v5 :: v_dual_mul_f32 v6, v133, v6
	s_clause 0x3e
	global_store_b32 v[0:1], v127, off offset:1032192
	global_store_b32 v[0:1], v128, off offset:1048576
	global_store_b32 v[0:1], v131, off offset:1064960
	global_store_b32 v[0:1], v132, off offset:1081344
	global_store_b32 v[0:1], v136, off offset:1097728
	global_store_b32 v[0:1], v137, off offset:1114112
	global_store_b32 v[0:1], v140, off offset:1130496
	global_store_b32 v[0:1], v141, off offset:1146880
	global_store_b32 v[0:1], v144, off offset:1163264
	global_store_b32 v[0:1], v145, off offset:1179648
	global_store_b32 v[0:1], v148, off offset:1196032
	global_store_b32 v[0:1], v149, off offset:1212416
	global_store_b32 v[0:1], v152, off offset:1228800
	global_store_b32 v[0:1], v153, off offset:1245184
	global_store_b32 v[0:1], v156, off offset:1261568
	global_store_b32 v[0:1], v157, off offset:1277952
	global_store_b32 v[0:1], v160, off offset:1294336
	global_store_b32 v[0:1], v161, off offset:1310720
	global_store_b32 v[0:1], v164, off offset:1327104
	global_store_b32 v[0:1], v165, off offset:1343488
	global_store_b32 v[0:1], v168, off offset:1359872
	global_store_b32 v[0:1], v169, off offset:1376256
	global_store_b32 v[0:1], v172, off offset:1392640
	global_store_b32 v[0:1], v173, off offset:1409024
	global_store_b32 v[0:1], v176, off offset:1425408
	global_store_b32 v[0:1], v177, off offset:1441792
	global_store_b32 v[0:1], v180, off offset:1458176
	global_store_b32 v[0:1], v181, off offset:1474560
	global_store_b32 v[0:1], v184, off offset:1490944
	global_store_b32 v[0:1], v185, off offset:1507328
	global_store_b32 v[0:1], v188, off offset:1523712
	global_store_b32 v[0:1], v189, off offset:1540096
	global_store_b32 v[0:1], v192, off offset:1556480
	global_store_b32 v[0:1], v193, off offset:1572864
	global_store_b32 v[0:1], v196, off offset:1589248
	global_store_b32 v[0:1], v197, off offset:1605632
	global_store_b32 v[0:1], v200, off offset:1622016
	global_store_b32 v[0:1], v201, off offset:1638400
	global_store_b32 v[0:1], v204, off offset:1654784
	global_store_b32 v[0:1], v205, off offset:1671168
	global_store_b32 v[0:1], v208, off offset:1687552
	global_store_b32 v[0:1], v209, off offset:1703936
	global_store_b32 v[0:1], v212, off offset:1720320
	global_store_b32 v[0:1], v213, off offset:1736704
	global_store_b32 v[0:1], v216, off offset:1753088
	global_store_b32 v[0:1], v217, off offset:1769472
	global_store_b32 v[0:1], v220, off offset:1785856
	global_store_b32 v[0:1], v221, off offset:1802240
	global_store_b32 v[0:1], v224, off offset:1818624
	global_store_b32 v[0:1], v225, off offset:1835008
	global_store_b32 v[0:1], v228, off offset:1851392
	global_store_b32 v[0:1], v229, off offset:1867776
	global_store_b32 v[0:1], v232, off offset:1884160
	global_store_b32 v[0:1], v233, off offset:1900544
	global_store_b32 v[0:1], v236, off offset:1916928
	global_store_b32 v[0:1], v237, off offset:1933312
	global_store_b32 v[0:1], v240, off offset:1949696
	global_store_b32 v[0:1], v241, off offset:1966080
	global_store_b32 v[0:1], v244, off offset:1982464
	global_store_b32 v[0:1], v245, off offset:1998848
	global_store_b32 v[0:1], v248, off offset:2015232
	global_store_b32 v[0:1], v249, off offset:2031616
	global_store_b32 v[0:1], v252, off offset:2048000
	s_clause 0x3e
	global_store_b32 v[0:1], v253, off offset:2064384
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	global_store_b32 v[0:1], v0 /*v256*/, off offset:2080768
	global_store_b32 v[0:1], v1 /*v257*/, off offset:2097152
	global_store_b32 v[0:1], v4 /*v260*/, off offset:2113536
	global_store_b32 v[0:1], v5 /*v261*/, off offset:2129920
	global_store_b32 v[0:1], v8 /*v264*/, off offset:2146304
	global_store_b32 v[0:1], v9 /*v265*/, off offset:2162688
	global_store_b32 v[0:1], v12 /*v268*/, off offset:2179072
	global_store_b32 v[0:1], v13 /*v269*/, off offset:2195456
	global_store_b32 v[0:1], v16 /*v272*/, off offset:2211840
	global_store_b32 v[0:1], v17 /*v273*/, off offset:2228224
	global_store_b32 v[0:1], v20 /*v276*/, off offset:2244608
	global_store_b32 v[0:1], v21 /*v277*/, off offset:2260992
	global_store_b32 v[0:1], v24 /*v280*/, off offset:2277376
	global_store_b32 v[0:1], v25 /*v281*/, off offset:2293760
	global_store_b32 v[0:1], v28 /*v284*/, off offset:2310144
	global_store_b32 v[0:1], v29 /*v285*/, off offset:2326528
	global_store_b32 v[0:1], v32 /*v288*/, off offset:2342912
	global_store_b32 v[0:1], v33 /*v289*/, off offset:2359296
	global_store_b32 v[0:1], v36 /*v292*/, off offset:2375680
	global_store_b32 v[0:1], v37 /*v293*/, off offset:2392064
	global_store_b32 v[0:1], v40 /*v296*/, off offset:2408448
	global_store_b32 v[0:1], v41 /*v297*/, off offset:2424832
	global_store_b32 v[0:1], v44 /*v300*/, off offset:2441216
	global_store_b32 v[0:1], v45 /*v301*/, off offset:2457600
	global_store_b32 v[0:1], v48 /*v304*/, off offset:2473984
	global_store_b32 v[0:1], v49 /*v305*/, off offset:2490368
	global_store_b32 v[0:1], v52 /*v308*/, off offset:2506752
	global_store_b32 v[0:1], v53 /*v309*/, off offset:2523136
	global_store_b32 v[0:1], v56 /*v312*/, off offset:2539520
	global_store_b32 v[0:1], v57 /*v313*/, off offset:2555904
	global_store_b32 v[0:1], v60 /*v316*/, off offset:2572288
	global_store_b32 v[0:1], v61 /*v317*/, off offset:2588672
	global_store_b32 v[0:1], v64 /*v320*/, off offset:2605056
	global_store_b32 v[0:1], v65 /*v321*/, off offset:2621440
	global_store_b32 v[0:1], v66 /*v322*/, off offset:2637824
	global_store_b32 v[0:1], v63 /*v319*/, off offset:2654208
	global_store_b32 v[0:1], v62 /*v318*/, off offset:2670592
	global_store_b32 v[0:1], v59 /*v315*/, off offset:2686976
	global_store_b32 v[0:1], v58 /*v314*/, off offset:2703360
	global_store_b32 v[0:1], v55 /*v311*/, off offset:2719744
	global_store_b32 v[0:1], v54 /*v310*/, off offset:2736128
	global_store_b32 v[0:1], v51 /*v307*/, off offset:2752512
	global_store_b32 v[0:1], v50 /*v306*/, off offset:2768896
	global_store_b32 v[0:1], v47 /*v303*/, off offset:2785280
	global_store_b32 v[0:1], v46 /*v302*/, off offset:2801664
	global_store_b32 v[0:1], v43 /*v299*/, off offset:2818048
	global_store_b32 v[0:1], v42 /*v298*/, off offset:2834432
	global_store_b32 v[0:1], v39 /*v295*/, off offset:2850816
	global_store_b32 v[0:1], v38 /*v294*/, off offset:2867200
	global_store_b32 v[0:1], v35 /*v291*/, off offset:2883584
	global_store_b32 v[0:1], v34 /*v290*/, off offset:2899968
	global_store_b32 v[0:1], v31 /*v287*/, off offset:2916352
	global_store_b32 v[0:1], v30 /*v286*/, off offset:2932736
	global_store_b32 v[0:1], v27 /*v283*/, off offset:2949120
	global_store_b32 v[0:1], v26 /*v282*/, off offset:2965504
	global_store_b32 v[0:1], v23 /*v279*/, off offset:2981888
	global_store_b32 v[0:1], v22 /*v278*/, off offset:2998272
	global_store_b32 v[0:1], v19 /*v275*/, off offset:3014656
	global_store_b32 v[0:1], v18 /*v274*/, off offset:3031040
	global_store_b32 v[0:1], v15 /*v271*/, off offset:3047424
	global_store_b32 v[0:1], v14 /*v270*/, off offset:3063808
	global_store_b32 v[0:1], v11 /*v267*/, off offset:3080192
	s_clause 0x3e
	global_store_b32 v[0:1], v10 /*v266*/, off offset:3096576
	global_store_b32 v[0:1], v7 /*v263*/, off offset:3112960
	global_store_b32 v[0:1], v6 /*v262*/, off offset:3129344
	global_store_b32 v[0:1], v3 /*v259*/, off offset:3145728
	global_store_b32 v[0:1], v2 /*v258*/, off offset:3162112
	s_set_vgpr_msb 0x400                    ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[0:1], v255, off offset:3178496
	global_store_b32 v[0:1], v254, off offset:3194880
	global_store_b32 v[0:1], v251, off offset:3211264
	global_store_b32 v[0:1], v250, off offset:3227648
	global_store_b32 v[0:1], v247, off offset:3244032
	global_store_b32 v[0:1], v246, off offset:3260416
	global_store_b32 v[0:1], v243, off offset:3276800
	global_store_b32 v[0:1], v242, off offset:3293184
	global_store_b32 v[0:1], v239, off offset:3309568
	global_store_b32 v[0:1], v238, off offset:3325952
	global_store_b32 v[0:1], v235, off offset:3342336
	global_store_b32 v[0:1], v234, off offset:3358720
	global_store_b32 v[0:1], v231, off offset:3375104
	global_store_b32 v[0:1], v230, off offset:3391488
	global_store_b32 v[0:1], v227, off offset:3407872
	global_store_b32 v[0:1], v226, off offset:3424256
	global_store_b32 v[0:1], v223, off offset:3440640
	global_store_b32 v[0:1], v222, off offset:3457024
	global_store_b32 v[0:1], v219, off offset:3473408
	global_store_b32 v[0:1], v218, off offset:3489792
	global_store_b32 v[0:1], v215, off offset:3506176
	global_store_b32 v[0:1], v214, off offset:3522560
	global_store_b32 v[0:1], v211, off offset:3538944
	global_store_b32 v[0:1], v210, off offset:3555328
	global_store_b32 v[0:1], v207, off offset:3571712
	global_store_b32 v[0:1], v206, off offset:3588096
	global_store_b32 v[0:1], v203, off offset:3604480
	global_store_b32 v[0:1], v202, off offset:3620864
	global_store_b32 v[0:1], v199, off offset:3637248
	global_store_b32 v[0:1], v198, off offset:3653632
	global_store_b32 v[0:1], v195, off offset:3670016
	global_store_b32 v[0:1], v194, off offset:3686400
	global_store_b32 v[0:1], v191, off offset:3702784
	global_store_b32 v[0:1], v190, off offset:3719168
	global_store_b32 v[0:1], v187, off offset:3735552
	global_store_b32 v[0:1], v186, off offset:3751936
	global_store_b32 v[0:1], v183, off offset:3768320
	global_store_b32 v[0:1], v182, off offset:3784704
	global_store_b32 v[0:1], v179, off offset:3801088
	global_store_b32 v[0:1], v178, off offset:3817472
	global_store_b32 v[0:1], v175, off offset:3833856
	global_store_b32 v[0:1], v174, off offset:3850240
	global_store_b32 v[0:1], v171, off offset:3866624
	global_store_b32 v[0:1], v170, off offset:3883008
	global_store_b32 v[0:1], v167, off offset:3899392
	global_store_b32 v[0:1], v166, off offset:3915776
	global_store_b32 v[0:1], v163, off offset:3932160
	global_store_b32 v[0:1], v162, off offset:3948544
	global_store_b32 v[0:1], v159, off offset:3964928
	global_store_b32 v[0:1], v158, off offset:3981312
	global_store_b32 v[0:1], v155, off offset:3997696
	global_store_b32 v[0:1], v154, off offset:4014080
	global_store_b32 v[0:1], v151, off offset:4030464
	global_store_b32 v[0:1], v150, off offset:4046848
	global_store_b32 v[0:1], v147, off offset:4063232
	global_store_b32 v[0:1], v146, off offset:4079616
	global_store_b32 v[0:1], v143, off offset:4096000
	global_store_b32 v[0:1], v142, off offset:4112384
	s_clause 0x3e
	global_store_b32 v[0:1], v139, off offset:4128768
	global_store_b32 v[0:1], v138, off offset:4145152
	global_store_b32 v[0:1], v135, off offset:4161536
	global_store_b32 v[0:1], v134, off offset:4177920
	global_store_b32 v[0:1], v130, off offset:4194304
	global_store_b32 v[0:1], v112, off offset:4210688
	global_store_b32 v[0:1], v115, off offset:4227072
	global_store_b32 v[0:1], v116, off offset:4243456
	global_store_b32 v[0:1], v119, off offset:4259840
	global_store_b32 v[0:1], v120, off offset:4276224
	global_store_b32 v[0:1], v118, off offset:4292608
	global_store_b32 v[0:1], v117, off offset:4308992
	global_store_b32 v[0:1], v96, off offset:4325376
	global_store_b32 v[0:1], v99, off offset:4341760
	global_store_b32 v[0:1], v100, off offset:4358144
	global_store_b32 v[0:1], v103, off offset:4374528
	global_store_b32 v[0:1], v104, off offset:4390912
	global_store_b32 v[0:1], v105, off offset:4407296
	global_store_b32 v[0:1], v102, off offset:4423680
	global_store_b32 v[0:1], v101, off offset:4440064
	global_store_b32 v[0:1], v80, off offset:4456448
	global_store_b32 v[0:1], v83, off offset:4472832
	global_store_b32 v[0:1], v84, off offset:4489216
	global_store_b32 v[0:1], v87, off offset:4505600
	global_store_b32 v[0:1], v88, off offset:4521984
	global_store_b32 v[0:1], v89, off offset:4538368
	global_store_b32 v[0:1], v86, off offset:4554752
	global_store_b32 v[0:1], v85, off offset:4571136
	global_store_b32 v[0:1], v64, off offset:4587520
	global_store_b32 v[0:1], v67, off offset:4603904
	global_store_b32 v[0:1], v68, off offset:4620288
	global_store_b32 v[0:1], v71, off offset:4636672
	global_store_b32 v[0:1], v72, off offset:4653056
	global_store_b32 v[0:1], v73, off offset:4669440
	global_store_b32 v[0:1], v70, off offset:4685824
	global_store_b32 v[0:1], v69, off offset:4702208
	global_store_b32 v[0:1], v48, off offset:4718592
	global_store_b32 v[0:1], v51, off offset:4734976
	global_store_b32 v[0:1], v52, off offset:4751360
	global_store_b32 v[0:1], v55, off offset:4767744
	global_store_b32 v[0:1], v56, off offset:4784128
	global_store_b32 v[0:1], v57, off offset:4800512
	global_store_b32 v[0:1], v54, off offset:4816896
	global_store_b32 v[0:1], v53, off offset:4833280
	global_store_b32 v[0:1], v32, off offset:4849664
	global_store_b32 v[0:1], v35, off offset:4866048
	global_store_b32 v[0:1], v36, off offset:4882432
	global_store_b32 v[0:1], v39, off offset:4898816
	global_store_b32 v[0:1], v40, off offset:4915200
	global_store_b32 v[0:1], v41, off offset:4931584
	global_store_b32 v[0:1], v38, off offset:4947968
	global_store_b32 v[0:1], v37, off offset:4964352
	global_store_b32 v[0:1], v16, off offset:4980736
	global_store_b32 v[0:1], v19, off offset:4997120
	global_store_b32 v[0:1], v20, off offset:5013504
	global_store_b32 v[0:1], v23, off offset:5029888
	global_store_b32 v[0:1], v24, off offset:5046272
	global_store_b32 v[0:1], v25, off offset:5062656
	global_store_b32 v[0:1], v22, off offset:5079040
	global_store_b32 v[0:1], v21, off offset:5095424
	global_store_b32 v[0:1], v2, off offset:5111808
	global_store_b32 v[0:1], v3, off offset:5128192
	global_store_b32 v[0:1], v4, off offset:5144576
	s_clause 0x4
	global_store_b32 v[0:1], v7, off offset:5160960
	global_store_b32 v[0:1], v8, off offset:5177344
	global_store_b32 v[0:1], v9, off offset:5193728
	global_store_b32 v[0:1], v6, off offset:5210112
	global_store_b32 v[0:1], v5, off offset:5226496
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wide_vgprs
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 513
		.amdhsa_next_free_sgpr 5
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 89
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	wide_vgprs, .Lfunc_end0-wide_vgprs
                                        ; -- End function
	.set wide_vgprs.num_vgpr, 325
	.set wide_vgprs.num_agpr, 0
	.set wide_vgprs.numbered_sgpr, 5
	.set wide_vgprs.num_named_barrier, 0
	.set wide_vgprs.private_seg_size, 0
	.set wide_vgprs.uses_vcc, 0
	.set wide_vgprs.uses_flat_scratch, 0
	.set wide_vgprs.has_dyn_sized_stack, 0
	.set wide_vgprs.has_recursion, 0
	.set wide_vgprs.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11284
; TotalNumSgprs: 5
; NumVgprs: 325
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 5
; NumVGPRsForWavesPerEU: 513
; NamedBarCnt: 0
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           wide_vgprs
    .private_segment_fixed_size: 0
    .sgpr_count:     5
    .sgpr_spill_count: 0
    .symbol:         wide_vgprs.kd
    .uses_dynamic_stack: false
    .vgpr_count:     325
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
