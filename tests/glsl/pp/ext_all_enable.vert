#version 450
#extension all : enable
#extension all : require
