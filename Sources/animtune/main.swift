print("animtune")
