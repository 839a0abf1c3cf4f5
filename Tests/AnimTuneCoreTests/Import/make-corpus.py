#!/usr/bin/env python3
# Writes ImportCorpus.txt: each snippet with the spring its documented formula gives, computed
# here independently of animtune (python3 make-corpus.py, run in this folder).
import math
pi=math.pi
def swiftui(response, zeta):
    w=2*pi/response; return (1, w*w, 2*zeta*w)
def bounce_z(b): return 1-b if b>=0 else 1/(1+b)
def uikit(d, z, v=0.0):
    # Framer/motion.dev envelope equation solved by bisection on the decaying branch (independent of animtune's code).
    eps=0.001; z=min(z,1)
    if z<1:
        f=lambda w: eps-((z*w-v)/(w*math.sqrt(1-z*z)))*math.exp(-z*w*d)
    else:
        f=lambda w: -eps+math.exp(-w*d)*((w-v)*d+1)
    lo,hi=5/d/10,5/d
    while f(hi)<0 if z<1 else f(hi)>0: hi*=2
    # find decaying branch: f changes sign between a point where envelope > eps and hi
    lo=hi/2
    while (f(lo)>0 if z<1 else f(lo)<0) and lo>1e-9: lo/=2
    for _ in range(200):
        mid=(lo+hi)/2
        if (f(mid)<0) == (z<1): lo=mid
        else: hi=mid
    w=(lo+hi)/2; k=w*w; return (1,k,2*z*math.sqrt(k))
def android(k,z): return (1,k,2*z*math.sqrt(k))
def qc(T,F): return (1,(T-30)*3.62+194,(F-8)*3+25)
def origami(b,s):
    def nb(x):
        if x<=18: return 0.0007*x**3-0.031*x*x+0.64*x+1.28
        if x<=44: return 0.000044*x**3-0.006*x*x+0.36*x+2
        return 0.00000045*x**3-0.000332*x*x+0.1078*x+5.84
    bb=b/1.7/20*0.8; ss=s/1.7/20
    qt=0.5+ss*199.5
    t=2*bb-bb*bb
    qf=t*0.01+(1-t)*nb(qt)
    return (1,(qt-30)*3.62+194,(qf-8)*3+25)
cases=[]
def add(dialect, snippet, spring=None, v=0.0, assumed=0, curve=None, form=None, defaults=()):
    cases.append((dialect, snippet, spring, v, assumed, curve, tuple(defaults)))
refusals=[]
def refuse(word, snippet):
    # The one-line error must contain `word` (the closest dialect, or what decides).
    refusals.append((word, snippet))
# SwiftUI (12)
add("SwiftUI", ".spring(response: 0.5, dampingFraction: 0.7)", swiftui(0.5,0.7))
add("SwiftUI", "withAnimation(.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0)) { isOn.toggle() }", swiftui(0.3,0.6))
add("SwiftUI", ".spring(duration: 0.5, bounce: 0.3)", swiftui(0.5,0.7))
add("SwiftUI", ".animation(.spring(duration: 0.4, bounce: -0.2), value: offset)", swiftui(0.4,1/0.8))
add("SwiftUI", ".spring()", swiftui(0.55,0.825), defaults=['response', 'dampingFraction'])
add("SwiftUI", ".interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0)", (1,170,15))
add("SwiftUI", ".interpolatingSpring(stiffness: 300, damping: 20)", (1,300,20), defaults=['initialVelocity', 'mass'])
add("SwiftUI", ".interpolatingSpring(duration: 0.6, bounce: 0.2, initialVelocity: 0)", swiftui(0.6,0.8))
add("SwiftUI", "let spring = Spring(response: 0.45, dampingRatio: 0.8)", swiftui(0.45,0.8))
add("SwiftUI", "Spring(duration: 0.5, bounce: 0.3)", swiftui(0.5,0.7))
add("SwiftUI", "Spring(mass: 1, stiffness: 100, damping: 10)", (1,100,10))
add("SwiftUI", "withAnimation(.smooth) { expanded = true }", swiftui(0.5,1), defaults=['extraBounce', 'duration'])
add("SwiftUI", ".animation(.snappy(duration: 0.3), value: selection)", swiftui(0.3,0.85), assumed=1, defaults=['extraBounce'])
add("SwiftUI", "withAnimation(.bouncy(duration: 0.6, extraBounce: 0.1)) { scale = 1.2 }", swiftui(0.6,0.6), assumed=1)
add("SwiftUI", ".smooth(duration: 0.4, extraBounce: 0.1)", swiftui(0.4,0.9))
# settlingDuration: expected computed numerically below in Swift test via independent sampling? provide response via python settling search
def settle_time(z, response, eps=0.001):
    m,k,c=swiftui(response,z); w0=math.sqrt(k); a=c/2
    def x(t):
        if z<1:
            wd=w0*math.sqrt(1-z*z); return math.exp(-a*t)*(math.cos(wd*t)+(a/wd)*math.sin(wd*t))
        return (1+w0*t)*math.exp(-w0*t)
    # last crossing of |x| = eps, scanning finely then bisecting
    T=50/ (z*w0); n=200000; last=0
    prev=abs(x(0))>eps
    for i in range(1,n+1):
        t=T*i/n; cur=abs(x(t))>eps
        if prev and not cur: last=t
        prev=cur
    lo,hi=last-T/n,last
    for _ in range(80):
        mid=(lo+hi)/2
        if abs(x(mid))>eps: lo=mid
        else: hi=mid
    return (lo+hi)/2
r=1.0/settle_time(0.7,1.0)
add("SwiftUI", "Spring(settlingDuration: 1.0, dampingRatio: 0.7)", swiftui(r,0.7), assumed=1, defaults=['epsilon'])
# UIKit (6)
add("UIKit", "UIView.animate(withDuration: 3, delay: 0, usingSpringWithDamping: 0.25, initialSpringVelocity: 0, options: [], animations: { })", uikit(3,0.25), assumed=1)
add("UIKit", "UIView.animate(withDuration: 0.75, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: .allowUserInteraction, animations: {\n    self.layoutIfNeeded()\n})", uikit(0.75,0.4), assumed=1)
add("UIKit", "UIView.animate(withDuration: 0.5, delay: 0.1, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, animations: animations)", uikit(0.5,0.8,0.5), v=0.5, assumed=1)
add("UIKit", "let parameters = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 0))\nlet animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: parameters)", uikit(0.6,0.7), assumed=1)
add("UIKit", "UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: CGVector(dx: 0.3, dy: 0.3))", (1,200,20), v=0.3)
add("UIKit", "UISpringTimingParameters(mass: 2, stiffness: 300, damping: 30, initialVelocity: .zero)", (2,300,30))
add("UIKit", "let animator = UIViewPropertyAnimator(duration: 0.4, controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))", curve="cubic-bezier(0.2, 0.9, 0.3, 1)")
add("UIKit", "UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0 }", curve="easeOut")
add("UIKit", "let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7) { card.transform = .identity }", uikit(0.6,0.7), assumed=1)
# Core Animation (5)
add("Core Animation", "let animation = CASpringAnimation(keyPath: \"position.y\")\nanimation.mass = 1\nanimation.stiffness = 250\nanimation.damping = 18\nanimation.initialVelocity = 0", (1,250,18))
add("Core Animation", "let spring = CASpringAnimation(keyPath: \"transform.scale\")\nspring.damping = 5", (1,100,5), defaults=['mass', 'stiffness', 'initialVelocity'])
add("Core Animation", "CASpringAnimation(keyPath: \"opacity\")", (1,100,10), defaults=['mass', 'stiffness', 'damping', 'initialVelocity'])
add("Core Animation", "layer.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)", curve="cubic-bezier(0.2, 0.8, 0.2, 1)")
add("Core Animation", "CAMediaTimingFunction(name: .easeInEaseOut)", curve="easeInOut")
add("Core Animation", "CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeOut)", curve="easeOut")
# Android SpringForce (4)
add("Android SpringForce", "SpringForce().setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY)", android(200,0.2))
add("Android SpringForce", "val force = SpringForce(0f).setStiffness(800f).setDampingRatio(0.6f)", android(800,0.6))
add("Android SpringForce", "SpringForce springForce = new SpringForce();\nspringForce.setStiffness(SpringForce.STIFFNESS_VERY_LOW);", android(50,0.5), defaults=['dampingRatio'])
add("Android SpringForce", "springAnimation.spring = SpringForce(1f).apply {\n    stiffness = SpringForce.STIFFNESS_HIGH\n    dampingRatio = SpringForce.DAMPING_RATIO_NO_BOUNCY\n}", android(10000,1))
# Compose (4)
add("Jetpack Compose", "animationSpec = spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)", android(200,0.5))
add("Jetpack Compose", "spring<Float>(dampingRatio = 0.4f, stiffness = 600f)", android(600,0.4))
add("Jetpack Compose", "val spec = spring<Dp>(stiffness = Spring.StiffnessMediumLow)", android(400,1), defaults=['dampingRatio'])
add("Jetpack Compose", "animateFloatAsState(targetValue = 1f, animationSpec = spring())", android(1500,1), defaults=['dampingRatio', 'stiffness'])
# motion (5)
add("motion (framer-motion)", "<motion.div animate={{ x: 100 }} transition={{ type: \"spring\", stiffness: 400, damping: 17 }} />", (1,400,17), defaults=['velocity', 'mass'])
add("motion (framer-motion)", "transition={{ type: 'spring', stiffness: 100, damping: 10, mass: 0.5 }}", (0.5,100,10), defaults=['velocity'])
add("motion (framer-motion)", "{ type: \"spring\" }", (1,100,10), defaults=['velocity', 'mass', 'stiffness', 'damping'])
vd=0.5; root=2*pi/(vd*1.2)
add("motion (framer-motion)", "animate(element, { x: 100 }, { type: \"spring\", visualDuration: 0.5, bounce: 0.25 })", (1,root*root,2*0.75*root), assumed=1, defaults=['velocity'])
add("motion (framer-motion)", "transition={{ type: \"spring\", duration: 0.8, bounce: 0.25 }}", uikit(0.8,0.75), assumed=1, defaults=['velocity'])
# react-spring (5)
add("react-spring", "const props = useSpring({ opacity: 1, config: { tension: 280, friction: 60 } })", (1,280,60), defaults=['velocity', 'mass'])
add("react-spring", "useSpring({ x: 0, config: config.wobbly })", (1,180,12))
add("react-spring", "config: config.molasses", (1,280,120))
add("react-spring", "const [springs, api] = useSpring(() => ({ from: { x: 0 }, config: { mass: 2, tension: 170, friction: 26 } }))", (2,170,26), defaults=['velocity'])
add("react-spring", "import { config } from '@react-spring/web'\nconfig.gentle", (1,120,14))
# Reanimated (5)
add("Reanimated withSpring (Reanimated 4)", "offset.value = withSpring(0, { damping: 15, stiffness: 150, mass: 1 })", (1,150,15), defaults=['velocity'])
add("Reanimated withSpring (Reanimated 4)", "sv.value = withSpring(100)", (4,900,120), assumed=1, defaults=['velocity', 'mass', 'stiffness', 'damping'])
add("Reanimated withSpring (Reanimated 3)", "// Reanimated 3\nwidth.value = withSpring(200, { stiffness: 80 })", (1,80,10), defaults=['velocity', 'mass', 'damping'])
add("Reanimated withSpring (Reanimated 4)", "withSpring(1, { duration: 550, dampingRatio: 0.75 })", swiftui(0.55,0.75), assumed=1, defaults=['velocity'])
add("Reanimated withSpring (Reanimated 3)", "// react-native-reanimated@3\nwithSpring(1, { duration: 2000, dampingRatio: 0.5 })", swiftui(2/1.5,0.5), assumed=1, defaults=['velocity'])
# CSS (5)
add("CSS", "transition: transform 300ms cubic-bezier(0.34, 1.56, 0.64, 1);", curve="cubic-bezier(0.34, 1.56, 0.64, 1)")
add("CSS", "transition-timing-function: ease-in-out;", curve="easeInOut")
add("CSS", "animation-timing-function: ease;", curve="default")
add("CSS", "ease-out", curve="easeOut")
add("CSS", "cubic-bezier(.17,.67,.83,.67)", curve="cubic-bezier(0.17, 0.67, 0.83, 0.67)")
# Flutter (4)
add("Flutter", "const SpringDescription(mass: 1, stiffness: 500, damping: 15)", (1,500,15))
add("Flutter", "SpringDescription.withDampingRatio(mass: 1, stiffness: 300, ratio: 0.6)", (1,300,0.6*2*math.sqrt(300)))
add("Flutter", "SpringDescription.withDampingRatio(mass: 2, stiffness: 100)", (2,100,2*math.sqrt(200)), defaults=['ratio'])
add("Flutter", "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 400), bounce: 0.2)", swiftui(0.4,0.8))
# Figma (4)
add("Figma", "{\"type\": \"CUSTOM_SPRING\", \"easingFunctionSpring\": {\"mass\": 1, \"stiffness\": 80, \"damping\": 30, \"initialVelocity\": 0}}", (1,80,30), assumed=1)
add("Figma", "\"easing\": { \"type\": \"GENTLE\" }", (1,100,15), assumed=1)
add("Figma", "{\"type\": \"BOUNCY\"}", (1,600,15), assumed=1)
add("Figma", "{\"type\": \"CUSTOM_CUBIC_BEZIER\", \"easingFunctionCubicBezier\": {\"x1\": 0.3, \"y1\": 0, \"x2\": 0.2, \"y2\": 1}}", curve="cubic-bezier(0.3, 0, 0.2, 1)")
# Origami / Rebound / POP / ProtoPie / AE (8)
add("Origami (Quartz Composer values)", "Origami spring: tension 40, friction 7", qc(40,7), assumed=1)
add("Origami (Quartz Composer values)", "SpringConfig.fromOrigamiTensionAndFriction(40, 7)", qc(40,7))
add("Origami (Rebound physical)", "rebound: tension: 230, friction: 22", (1,230,22))
add("Origami (bounciness, speed)", "rebound.SpringConfig.fromBouncinessAndSpeed(5, 10)", origami(5,10))
add("POP", "POPSpringAnimation *anim = [POPSpringAnimation animation];\nanim.springBounciness = 10;\nanim.springSpeed = 8;", origami(10,8))
add("POP", "let anim = POPSpringAnimation(propertyNamed: kPOPLayerScaleXY)\nanim?.dynamicsTension = 300\nanim?.dynamicsFriction = 20", (1,300,20), defaults=['dynamicsMass'])
add("ProtoPie", "ProtoPie spring: tension: 300, friction: 25", (1,300,25), assumed=1)
amp,freq,decay=0.1,2.0,2.0
add("After Effects inertial bounce", "amp = .1;\nfreq = 2.0;\ndecay = 2.0;\nn = 0;\nif (numKeys > 0) { n = nearestKey(time).index; }", (1,(2*pi*freq)**2+decay**2, 2*decay), assumed=1)
# The cases of issue #30: popmotion, positional Compose, iOS 17 CASpringAnimation,
# interactiveSpring, Android's default force, Figma/Origami/POP as designers write them,
# single-property CSS transitions, Lottie keyframe easing.
add("popmotion", "spring({ from: 0, to: 100, stiffness: 200, damping: 15, mass: 1, velocity: 0 })", (1,200,15))
add("popmotion", "import { spring } from 'popmotion'\nspring({ from: 0, to: 300, stiffness: 120, velocity: 600 }).start(v => el.style.left = v + 'px')", (1,120,10), v=600/300, defaults=["mass","damping"])
add("Jetpack Compose", "spring(0.5f, 200f)", android(200,0.5))
add("Jetpack Compose", "animationSpec = spring(0.75f, Spring.StiffnessHigh)", android(10000,0.75))
add("Jetpack Compose", "spring<Float>(Spring.DampingRatioLowBouncy)", android(1500,0.75), defaults=["stiffness"])
# CASpringAnimation(perceptualDuration:bounce:) as SwiftUI's Spring(duration:bounce:): k = (2π/d)², ζ = 1 − b (b ≥ 0), 1/(1 + b) (b < 0)
add("Core Animation", "let animation = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)", swiftui(0.5,bounce_z(0.2)), assumed=1)
add("Core Animation", "CASpringAnimation(perceptualDuration: 0.35, bounce: -0.2)", swiftui(0.35,bounce_z(-0.2)), assumed=1)
# Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) (Apple documentation)
add("SwiftUI", "withAnimation(.interactiveSpring()) { offset = drag.translation }", swiftui(0.15,0.86), defaults=["response","dampingFraction"])
add("SwiftUI", ".animation(.interactiveSpring(response: 0.3, dampingFraction: 0.7, blendDuration: 0.1), value: offset)", swiftui(0.3,0.7))
add("SwiftUI", ".interactiveSpring(response: 0.2)", swiftui(0.2,0.86), defaults=["dampingFraction"])
# SpringAnimation's default force: STIFFNESS_MEDIUM 1500, DAMPING_RATIO_MEDIUM_BOUNCY 0.5 (developer.android.com SpringForce)
add("Android SpringForce", "val anim = SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, 0f)", android(1500,0.5), defaults=["stiffness","dampingRatio"])
add("Android SpringForce", "val anim = SpringAnimation(card, DynamicAnimation.SCALE_X, 1f)\nanim.spring.stiffness = SpringForce.STIFFNESS_LOW", android(200,0.5), defaults=["dampingRatio"])
add("Figma", "Figma: Custom spring, Stiffness 400, Damping 30, Mass 1", (1,400,30), defaults=["initialVelocity"])
add("Figma", "Figma BOUNCY", (1,600,15), assumed=1)
add("Figma", "Figma prototype: Gentle", (1,100,15), assumed=1)
add("Origami (bounciness, speed)", "Origami Pop Animation: Bounciness 5, Speed 10", origami(5,10))
add("Origami (bounciness, speed)", "Origami Pop Animation: Bounciness 12", origami(12,10), defaults=["speed"])
add("Origami (bounciness, speed)", "{\"origami\": {\"bounciness\": 8, \"speed\": 14}}", origami(8,14))
add("POP", "{\"springBounciness\": 12, \"springSpeed\": 20}", origami(12,20))
add("CSS", "transition: opacity 300ms ease-out", curve="easeOut")
add("CSS", ".card { transition: transform 0.25s ease-in-out 50ms; }", curve="easeInOut")
add("CSS", "animation: slide-in 400ms ease both;", curve="default")
# Lottie: a keyframe's o (out) and the next's i (in) tangents ease as cubic-bezier(o.x, o.y, i.x, i.y)
add("Lottie keyframe", "{\"t\": 0, \"s\": [0], \"o\": {\"x\": [0.333], \"y\": [0]}, \"i\": {\"x\": [0.667], \"y\": [1]}}", curve="cubic-bezier(0.333, 0, 0.667, 1)")
add("Lottie keyframe", "\"o\": {\"x\": [0.167, 0.167], \"y\": [0.167, 0.167]}, \"i\": {\"x\": [0.833, 0.833], \"y\": [0.833, 0.833]}", curve="cubic-bezier(0.167, 0.167, 0.833, 0.833)")
# Refused, each in one line naming the closest dialect or what decides:
refuse("nor anything close", "hello world")
refuse("CSS", "transition: opacity 300ms ease-out, transform 500ms ease-in")
refuse("SwiftUI", ".interactiveSpring(duration: 0.2, extraBounce: 0.1)")
refuse("'Rebound'", "tension: 280, friction: 20.5")
refuse("popmotion", "spring({ stiffness: 200, velocity: 500 })")
refuse("Lottie keyframe", "\"o\": {\"x\": [0.1, 0.2], \"y\": [0, 0]}, \"i\": {\"x\": [0.6], \"y\": [1]}")
refuse("closest: Core Animation", "the Core Animation one")
refuse("Jetpack Compose", "spring(stiffness = Spring.StiffnessLoww)")

out=[]
for (d,snip,spring,v,assumed,curve,defaults) in cases:
    tail=f" | defaults {' '.join(defaults)}" if defaults else ""
    if curve:
        out.append(f"@@ {d} | curve {curve} | assumed {assumed}{tail}")
    else:
        m,k,c=spring
        out.append(f"@@ {d} | spring {m!r} {k!r} {c!r} {v!r} | assumed {assumed}{tail}")
    out.append(snip)
for (word,snip) in refusals:
    out.append(f"@@ refused | {word}")
    out.append(snip)
open("ImportCorpus.txt","w").write("# Import corpus: snippets in the shape their owners' docs show, each with the spring or\n# curve it must give (mass, stiffness, damping, velocity, computed from the documented\n# formulas by an independent script), how many 'assumed:' lines it must print besides the\n# one naming the API defaults it relies on ('defaults …'); '@@ refused | WORD' snippets must be\n# refused in one line under 200 characters containing WORD and 'help import'.\n"+"\n".join(out)+"\n")
print(len(cases))
