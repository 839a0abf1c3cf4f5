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
def add(dialect, snippet, spring=None, v=0.0, assumed=0, curve=None, form=None):
    cases.append((dialect, snippet, spring, v, assumed, curve))
# SwiftUI (12)
add("SwiftUI", ".spring(response: 0.5, dampingFraction: 0.7)", swiftui(0.5,0.7))
add("SwiftUI", "withAnimation(.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0)) { isOn.toggle() }", swiftui(0.3,0.6))
add("SwiftUI", ".spring(duration: 0.5, bounce: 0.3)", swiftui(0.5,0.7))
add("SwiftUI", ".animation(.spring(duration: 0.4, bounce: -0.2), value: offset)", swiftui(0.4,1/0.8))
add("SwiftUI", ".spring()", swiftui(0.55,0.825))
add("SwiftUI", ".interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0)", (1,170,15))
add("SwiftUI", ".interpolatingSpring(stiffness: 300, damping: 20)", (1,300,20))
add("SwiftUI", ".interpolatingSpring(duration: 0.6, bounce: 0.2, initialVelocity: 0)", swiftui(0.6,0.8))
add("SwiftUI", "let spring = Spring(response: 0.45, dampingRatio: 0.8)", swiftui(0.45,0.8))
add("SwiftUI", "Spring(duration: 0.5, bounce: 0.3)", swiftui(0.5,0.7))
add("SwiftUI", "Spring(mass: 1, stiffness: 100, damping: 10)", (1,100,10))
add("SwiftUI", "withAnimation(.smooth) { expanded = true }", swiftui(0.5,1))
add("SwiftUI", ".animation(.snappy(duration: 0.3), value: selection)", swiftui(0.3,0.85), assumed=1)
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
add("SwiftUI", "Spring(settlingDuration: 1.0, dampingRatio: 0.7)", swiftui(r,0.7), assumed=1)
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
add("Core Animation", "let spring = CASpringAnimation(keyPath: \"transform.scale\")\nspring.damping = 5", (1,100,5))
add("Core Animation", "CASpringAnimation(keyPath: \"opacity\")", (1,100,10))
add("Core Animation", "layer.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)", curve="cubic-bezier(0.2, 0.8, 0.2, 1)")
add("Core Animation", "CAMediaTimingFunction(name: .easeInEaseOut)", curve="easeInOut")
add("Core Animation", "CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeOut)", curve="easeOut")
# Android SpringForce (4)
add("Android SpringForce", "SpringForce().setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY)", android(200,0.2))
add("Android SpringForce", "val force = SpringForce(0f).setStiffness(800f).setDampingRatio(0.6f)", android(800,0.6))
add("Android SpringForce", "SpringForce springForce = new SpringForce();\nspringForce.setStiffness(SpringForce.STIFFNESS_VERY_LOW);", android(50,0.5))
add("Android SpringForce", "springAnimation.spring = SpringForce(1f).apply {\n    stiffness = SpringForce.STIFFNESS_HIGH\n    dampingRatio = SpringForce.DAMPING_RATIO_NO_BOUNCY\n}", android(10000,1))
# Compose (4)
add("Jetpack Compose", "animationSpec = spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)", android(200,0.5))
add("Jetpack Compose", "spring<Float>(dampingRatio = 0.4f, stiffness = 600f)", android(600,0.4))
add("Jetpack Compose", "val spec = spring<Dp>(stiffness = Spring.StiffnessMediumLow)", android(400,1))
add("Jetpack Compose", "animateFloatAsState(targetValue = 1f, animationSpec = spring())", android(1500,1))
# motion (5)
add("motion (framer-motion)", "<motion.div animate={{ x: 100 }} transition={{ type: \"spring\", stiffness: 400, damping: 17 }} />", (1,400,17))
add("motion (framer-motion)", "transition={{ type: 'spring', stiffness: 100, damping: 10, mass: 0.5 }}", (0.5,100,10))
add("motion (framer-motion)", "{ type: \"spring\" }", (1,100,10))
vd=0.5; root=2*pi/(vd*1.2)
add("motion (framer-motion)", "animate(element, { x: 100 }, { type: \"spring\", visualDuration: 0.5, bounce: 0.25 })", (1,root*root,2*0.75*root), assumed=1)
add("motion (framer-motion)", "transition={{ type: \"spring\", duration: 0.8, bounce: 0.25 }}", uikit(0.8,0.75), assumed=1)
# react-spring (5)
add("react-spring", "const props = useSpring({ opacity: 1, config: { tension: 280, friction: 60 } })", (1,280,60))
add("react-spring", "useSpring({ x: 0, config: config.wobbly })", (1,180,12))
add("react-spring", "config: config.molasses", (1,280,120))
add("react-spring", "const [springs, api] = useSpring(() => ({ from: { x: 0 }, config: { mass: 2, tension: 170, friction: 26 } }))", (2,170,26))
add("react-spring", "import { config } from '@react-spring/web'\nconfig.gentle", (1,120,14))
# Reanimated (5)
add("Reanimated withSpring (Reanimated 4)", "offset.value = withSpring(0, { damping: 15, stiffness: 150, mass: 1 })", (1,150,15))
add("Reanimated withSpring (Reanimated 4)", "sv.value = withSpring(100)", (4,900,120), assumed=1)
add("Reanimated withSpring (Reanimated 3)", "// Reanimated 3\nwidth.value = withSpring(200, { stiffness: 80 })", (1,80,10))
add("Reanimated withSpring (Reanimated 4)", "withSpring(1, { duration: 550, dampingRatio: 0.75 })", swiftui(0.55,0.75), assumed=1)
add("Reanimated withSpring (Reanimated 3)", "// react-native-reanimated@3\nwithSpring(1, { duration: 2000, dampingRatio: 0.5 })", swiftui(2/1.5,0.5), assumed=1)
# CSS (5)
add("CSS", "transition: transform 300ms cubic-bezier(0.34, 1.56, 0.64, 1);", curve="cubic-bezier(0.34, 1.56, 0.64, 1)")
add("CSS", "transition-timing-function: ease-in-out;", curve="easeInOut")
add("CSS", "animation-timing-function: ease;", curve="default")
add("CSS", "ease-out", curve="easeOut")
add("CSS", "cubic-bezier(.17,.67,.83,.67)", curve="cubic-bezier(0.17, 0.67, 0.83, 0.67)")
# Flutter (4)
add("Flutter", "const SpringDescription(mass: 1, stiffness: 500, damping: 15)", (1,500,15))
add("Flutter", "SpringDescription.withDampingRatio(mass: 1, stiffness: 300, ratio: 0.6)", (1,300,0.6*2*math.sqrt(300)))
add("Flutter", "SpringDescription.withDampingRatio(mass: 2, stiffness: 100)", (2,100,2*math.sqrt(200)))
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
add("POP", "let anim = POPSpringAnimation(propertyNamed: kPOPLayerScaleXY)\nanim?.dynamicsTension = 300\nanim?.dynamicsFriction = 20", (1,300,20))
add("ProtoPie", "ProtoPie spring: tension: 300, friction: 25", (1,300,25), assumed=1)
amp,freq,decay=0.1,2.0,2.0
add("After Effects inertial bounce", "amp = .1;\nfreq = 2.0;\ndecay = 2.0;\nn = 0;\nif (numKeys > 0) { n = nearestKey(time).index; }", (1,(2*pi*freq)**2+decay**2, 2*decay), assumed=1)
out=[]
for (d,snip,spring,v,assumed,curve) in cases:
    if curve:
        out.append(f"@@ {d} | curve {curve} | assumed {assumed}")
    else:
        m,k,c=spring
        out.append(f"@@ {d} | spring {m!r} {k!r} {c!r} {v!r} | assumed {assumed}")
    out.append(snip)
open("ImportCorpus.txt","w").write("# Import corpus: snippets in the shape their owners' docs show, each with the spring or\n# curve it must give (mass, stiffness, damping, velocity, computed from the documented\n# formulas by an independent script) and how many 'assumed:' lines it must print.\n"+"\n".join(out)+"\n")
print(len(cases))
